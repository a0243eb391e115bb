import { expect } from '@playwright/test'
import { specAppTexts } from '../../fixtures/spec/appTexts'
import { specErrors } from '../../fixtures/spec/errors'
import { test } from '../fixtures/wallet'
import { connectAfterRejection, pickWallet } from './connect'

/**
 * A failed connection where the visitor is looking: the desktop connect modal's CONNECT step
 * (RainbowKit's RETRY and the app's explanation) or the phone's sheet (the app's explanation and
 * RETRY, which RainbowKit's sheet lacks).
 */
test.describe('a connection that fails', () => {
  test.beforeEach(({ page }) => page.goto('/'))

  test('ST-7, ERR-4001: a rejection the wallet answers at once (0 ms) still shows RETRY, read as a rejection; RETRY connects', {
    tag: '@same-on-phone',
  }, async ({ page, wallet }) => {
    await connectAfterRejection(page, wallet, 'injected')
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
      await pickWallet(page, 'injected')
      await wallet.waitForPending('wallet_requestPermissions')
      // The visitor closes the modal and tries again while the first prompt is still open.
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)
      const dialog = await pickWallet(page, 'injected')
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
      expect(await page.evaluate(() => 'ethereum' in window)).toBe(false)
      const dialog = await pickWallet(page, 'injected')
      await expect(dialog.getByText(noProvider, { exact: true })).toBeVisible()
      await expect(page.getByTestId('rk-account-button')).toHaveCount(0)
      expect(await wallet.log()).toEqual([])
    })
  })
})
