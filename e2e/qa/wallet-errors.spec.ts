import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { specAppTexts } from '../../fixtures/spec/appTexts'
import { specErrors } from '../../fixtures/spec/errors'
import { test } from '../fixtures/wallet'

/**
 * A failed connection where the visitor is looking: the desktop connect modal's CONNECT step
 * (RainbowKit's RETRY and the app's explanation) or the phone's sheet (the app's explanation and
 * RETRY, which RainbowKit's sheet lacks).
 */
test.describe('a connection that fails', () => {
  test('ST-7, ERR-4001: a rejection the wallet answers at once (0 ms) still shows RETRY, read as a rejection; RETRY connects', {
    tag: '@same-on-phone',
  }, async ({ page, wallet }) => {
    await page.goto('/')
    await wallet.script('connect', 'reject')
    const dialog = await pickBrowserWallet(page)
    await expect(dialog.getByText(specAppTexts.connectRejected, { exact: true })).toBeVisible()
    await dialog.getByRole('button', { name: 'RETRY' }).click()
    await expect(page.getByTestId('rk-account-button')).toBeVisible()
    const prompts = (await wallet.trail()).filter((entry) =>
      entry.startsWith('wallet_requestPermissions:'),
    )
    expect(prompts).toEqual([
      'wallet_requestPermissions:4001',
      'wallet_requestPermissions:approved',
    ])
  })

  test.describe('with a wallet that waits for the user', () => {
    test.use({ walletMode: 'manual' })

    test('ERR-32002: asking again while the wallet still asks reads as a request already waiting, not as a rejection', async ({
      page,
      wallet,
    }) => {
      await page.goto('/')
      await pickBrowserWallet(page)
      await wallet.waitForPending('wallet_requestPermissions')
      // The visitor closes the modal and tries again while the first prompt is still open.
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)
      const dialog = await pickBrowserWallet(page)
      await expect(dialog.getByText(specAppTexts.requestPending, { exact: true })).toBeVisible()
      await expect(dialog.getByText(specAppTexts.connectRejected, { exact: true })).toHaveCount(0)
      expect(await wallet.trail()).toContain('wallet_requestPermissions:-32002')
      // No second prompt: the first one still waits, and answering it connects.
      expect(await wallet.pending()).toHaveLength(1)
      await wallet.approve()
      await expect(page.getByTestId('rk-account-button')).toBeVisible()
    })
  })

  test.describe('with no wallet installed', () => {
    test.use({ walletInstall: { as: 'none' } })

    test("ERR-NOPROV: picking the Browser Wallet with no injected provider reads 'Connector not found'; no wallet is asked", async ({
      page,
      wallet,
    }) => {
      const noProvider = specErrors.find((error) => error.row === 'ERR-NOPROV')!.text!
      await page.goto('/')
      expect(await page.evaluate(() => 'ethereum' in window)).toBe(false)
      const dialog = await pickBrowserWallet(page)
      await expect(dialog.getByText(noProvider, { exact: true })).toBeVisible()
      await expect(page.getByTestId('rk-account-button')).toHaveCount(0)
      expect(await wallet.log()).toEqual([])
    })
  })
})

/** Opens the connect modal (desktop list or phone sheet) and picks the Browser Wallet. */
async function pickBrowserWallet(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByTestId('rk-wallet-option-injected').click()
  return dialog
}
