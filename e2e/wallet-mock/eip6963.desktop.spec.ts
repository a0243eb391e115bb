import { expect } from '@playwright/test'
import { test } from '../fixtures/wallet'
import { connectAfterRejection, openConnectModal } from '../qa/connect'

test.describe('the mock wallet announced through EIP-6963', () => {
  test.beforeEach(({ page }) => page.goto('/'))

  test.describe('as MetaMask', () => {
    test.use({ walletInstall: { as: 'eip6963', announce: ['metaMask'] } })

    test('CON-1, ST-1, ERR-4001, ST-7: RainbowKit lists the announced MetaMask; a rejection shows RETRY; RETRY connects through it', async ({
      page,
      wallet,
    }) => {
      await connectAfterRejection(page, wallet, 'io.metamask')
      await expect(page.getByTestId('rk-account-button')).toContainText(
        /alice\.plaza\.eth|0xf39F…2266/,
      )
      expect(await wallet.trail()).toContain('wallet_requestPermissions:approved')
      expect(await page.evaluate(() => 'ethereum' in window)).toBe(false)
    })
  })

  test.describe('as Brave Wallet and Rainbow at once', () => {
    test.use({ walletInstall: { as: 'eip6963', announce: ['brave', 'rainbow'] } })

    test('CON-1: both announced wallets are offered; Brave Wallet connects', async ({
      page,
      wallet,
    }) => {
      const dialog = await openConnectModal(page)
      await expect(dialog.getByTestId('rk-wallet-option-me.rainbow')).toBeVisible()
      await dialog.getByTestId('rk-wallet-option-com.brave.wallet').click()
      await expect(page.getByTestId('rk-account-button')).toBeVisible()
      expect(await wallet.trail()).toContain('wallet_requestPermissions:approved')
    })
  })
})
