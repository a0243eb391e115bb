import { expect } from '@playwright/test'
import { pressConnectBeforeWalletCode, releaseIntoConnectModal } from '../fixtures/scripts'
import { blockThirdParty } from '../fixtures/thirdParty'
import { testWithoutWallet as test } from '../fixtures/wallet'

test.describe('picking a wallet on a touch screen', () => {
  test('CFG-9, BTN-1: a tap on Connect Wallet before the wallet code has arrived shows the dialog frame at once, then the connect modal; a tap on WalletConnect starts its SDK then, and only then calls WalletConnect', async ({
    page,
    request,
    baseURL,
  }) => {
    const thirdParty = await blockThirdParty(page, baseURL)
    const release = await pressConnectBeforeWalletCode(page, request, baseURL, 'tap')
    await releaseIntoConnectModal(page, release)
    await page.waitForLoadState('networkidle')
    expect([...thirdParty]).toEqual([])

    const relay = page.waitForEvent('websocket', (socket) => /walletconnect/.test(socket.url()))
    await page.getByTestId('rk-wallet-option-walletConnect').tap()
    await relay
  })
})
