import { expect } from '@playwright/test'
import { specErrors } from '../../fixtures/spec/errors'
import { test } from '../fixtures/wallet'

const siweTexts = specErrors.find((error) => error.row === 'ERR-SIWE')!.texts as readonly string[]
const [, , verifyingError, oopsError] = siweTexts as [string, string, string, string]

/** An unexpected failure inside 'Verify your account' (the server fails, not the signature). */
test.describe("'Verify your account' when the server fails", () => {
  test("ERR-SIWE: verifying fails on the server's side: 'Oops, something went wrong!' in the dialog; trying again signs in", async ({
    page,
  }) => {
    const sessionAnswered = page.waitForResponse('**/api/auth/session')
    await page.goto('/')
    await sessionAnswered
    let failures = 1
    await page.route('**/api/auth/verify', async (route) => {
      if (failures-- > 0) return route.fulfill({ status: 500, json: { error: 'unavailable' } })
      return route.continue()
    })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog').getByTestId('rk-wallet-option-injected').click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByText('Verify your account')).toBeVisible()
    await dialog.getByRole('button', { name: 'Sign message' }).click()
    await expect(dialog.getByText(oopsError, { exact: true })).toBeVisible()
    await expect(dialog.getByText(verifyingError, { exact: true })).toHaveCount(0)
    // The dialog stays usable: signing again goes through.
    await dialog.getByRole('button', { name: 'Sign message' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page.getByTestId('rk-account-button')).toBeVisible()
  })
})
