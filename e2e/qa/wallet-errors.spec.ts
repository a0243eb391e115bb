import { expect } from '@playwright/test'
import { specAppTexts } from '../../fixtures/spec/appTexts'
import { specErrorText } from '../../fixtures/spec/errors'
import { specText } from '../../fixtures/spec/kitTexts'
import { test } from '../fixtures/wallet'
import { pickWallet } from './connect'

/**
 * A failed connection where the visitor is looking: the desktop connect modal's CONNECT step
 * (RainbowKit's RETRY and the app's explanation) or the phone's sheet (the app's explanation and
 * RETRY, which RainbowKit's sheet lacks).
 */
test.describe('a connection that fails', () => {
  test.beforeEach(({ page }) => page.goto('/'))

  test.describe('with a wallet that waits for the user', () => {
    test.use({ walletMode: 'manual' })

    test('ERR-32002: asking again while the wallet still asks reads as a request already waiting, not as a rejection', async ({
      page,
      wallet,
      isMobile,
    }) => {
      await pickWallet(page, 'injected')
      await wallet.waitForPending('wallet_requestPermissions')
      // The visitor closes the modal and tries again while the first prompt is still open.
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)
      const dialog = await pickWallet(page, 'injected')
      await expect(dialog.getByText(specAppTexts.requestPending, { exact: true })).toBeVisible()
      // The desktop CONNECT step still waits for the extension (the phone sheet has no such line).
      if (!isMobile) await expect(dialog.getByText(specText.confirmInExtension)).toBeVisible()
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
      expect(await page.evaluate(() => 'ethereum' in window)).toBe(false)
      const dialog = await pickWallet(page, 'injected')
      await expect(dialog.getByText(specErrorText('ERR-NOPROV'), { exact: true })).toBeVisible()
      await expect(page.getByTestId('rk-account-button')).toHaveCount(0)
      expect(await wallet.log()).toEqual([])
    })
  })
})
