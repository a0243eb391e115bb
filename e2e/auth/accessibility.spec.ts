import { expect } from '@playwright/test'
import { cpuSlowdownFromEnv } from '@plaza-social/test/playwright'
import {
  siweOopsError as oopsError,
  siwePreparingError as preparingError,
  siweSigningError as signingError,
  siweVerifyingError as verifyingError,
} from '../../fixtures/spec/errors'
import { specText } from '../../fixtures/spec/kitTexts'
import { expectAccessible, expectModalAccessible } from '../fixtures/accessibility'
import { holdRequests } from '../fixtures/heldRequests'
import { test } from '../fixtures/wallet'
import { pickWallet } from '../qa/connect'

/** WCAG 2.2 A/AA where sign-in is on (PLAZA_AUTH=siwe): 'Verify your account' and its alerts. */
test.describe('accessible to every visitor, signing in (WCAG 2.2 AA, axe)', () => {
  // axe takes seconds a state on a busy machine.
  test.describe.configure({ timeout: 180_000 * cpuSlowdownFromEnv })

  test('the dialog frame while the sign-in status loads; the lookup fails under the header', async ({
    page,
  }) => {
    const release = await holdRequests(page, '**/api/auth/session', (times) =>
      times === 0 ? 500 : 'server',
    )
    // The wallet code asks for the session once it is mounted: RainbowKit could open its modal now.
    const sessionAsked = page.waitForRequest('**/api/auth/session')
    await page.goto('/')
    await sessionAsked
    await page.getByRole('button', { name: specText.connectWallet }).click()
    const frame = page.getByRole('dialog', { name: specText.connectWallet })
    await expect(frame).toHaveAttribute('aria-busy', 'true')
    await expectModalAccessible(page, 'connect dialog frame, sign-in status loading')
    release()
    await expect(page.getByRole('alert').filter({ hasText: oopsError })).toBeVisible()
    await expect(page.getByRole('dialog').getByText(specText.connectAWallet)).toBeVisible()
    await expectModalAccessible(page, 'connect modal, the sign-in status unknown')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expectAccessible(page, "header, 'Oops, something went wrong!' under it")
  })

  test("'Verify your account' when the message cannot be prepared, in each state of a signature, signed in, and a failed sign-out", async ({
    page,
    wallet,
  }) => {
    await page.route('**/api/auth/nonce', (route) => route.fulfill({ status: 500, json: {} }), {
      times: 1,
    })
    const sessionAnswered = page.waitForResponse('**/api/auth/session')
    await page.goto('/')
    await sessionAnswered
    const dialog = await pickWallet(page, 'injected')
    await expect(dialog.getByText(preparingError)).toBeVisible()
    await expectModalAccessible(page, `'${preparingError}'`)
    // Closing 'Verify your account' disconnects; connected again, the message is prepared.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await pickWallet(page, 'injected')
    const sign = dialog.getByRole('button', { name: 'Sign message' })
    await expect(dialog.getByText('Verify your account')).toBeVisible()
    await expect(sign).toBeEnabled()
    await expectModalAccessible(page, "'Verify your account'")

    // The first verification waits, then is refused; the second fails on the server's side.
    const releaseVerify = await holdRequests(
      page,
      '**/api/auth/verify',
      (times) => [401, 500][times] ?? 'server',
    )
    await wallet.setMode('manual')
    await sign.click()
    await expect(dialog.getByRole('button', { name: 'Waiting for signature...' })).toBeVisible()
    await expectModalAccessible(page, "'Waiting for signature...'")
    await wallet.approve('personal_sign')
    await expect(dialog.getByRole('button', { name: 'Verifying signature...' })).toBeVisible()
    await expectModalAccessible(page, "'Verifying signature...'")
    await wallet.setMode('auto')
    releaseVerify()
    await expect(dialog.getByText(verifyingError)).toBeVisible()
    await expectModalAccessible(page, `'${verifyingError}'`)
    await sign.click()
    await expect(dialog.getByText(oopsError)).toBeVisible()
    await expectModalAccessible(page, `'${oopsError}' in the dialog`)
    await wallet.script('personal_sign', { type: 'fail', message: 'Ledger unplugged' })
    await sign.click()
    await expect(dialog.getByText(signingError)).toBeVisible()
    await expectModalAccessible(page, `'${signingError}'`)

    await sign.click()
    await expect(page.getByTestId('rk-account-button')).toBeVisible()
    await expectAccessible(page, 'header, signed in')
    await page.route('**/api/auth/logout', (route) => route.fulfill({ status: 503, json: {} }), {
      times: 1,
    })
    await page.getByTestId('rk-account-button').click()
    await dialog.getByRole('button', { name: specText.disconnect }).click()
    await expect(page.getByRole('alert').filter({ hasText: oopsError })).toBeVisible()
    await expectAccessible(page, 'header, signing out failed')
  })
})
