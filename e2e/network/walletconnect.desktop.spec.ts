import { expect } from '@playwright/test'
import { testWithoutWallet as test } from '../fixtures/wallet'

/**
 * On a desktop, where the connect modal connects WalletConnect in the page; the phone sheet
 * hands it to a deep link instead. e2e/network/third-party.spec.ts checks that nothing calls
 * WalletConnect before.
 */
test.describe('WalletConnect, once picked', () => {
  test.beforeEach(async ({ page }) => {
    // Nothing leaves the machine: a request to another host fails at once instead of hanging.
    await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort())
  })

  test('CFG-9: picking WalletConnect loads its SDK, which only then calls WalletConnect', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const relay = page.waitForEvent('websocket', (socket) => /walletconnect/.test(socket.url()))
    await page.getByTestId('rk-wallet-option-walletConnect').click()
    expect(new URL((await relay).url()).hostname).toMatch(/(^|\.)walletconnect\.(org|com)$/)
  })
})
