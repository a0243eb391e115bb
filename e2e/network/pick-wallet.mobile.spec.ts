import { expect, test } from '@playwright/test'
import { blockThirdParty } from '../fixtures/thirdParty'

test.describe('picking a wallet on a touch screen', () => {
  test('CFG-9: a tap on Connect Wallet and a tap on WalletConnect: its SDK starts then, and only then calls WalletConnect', async ({
    page,
    baseURL,
  }) => {
    const thirdParty = await blockThirdParty(page, baseURL)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Connect Wallet' }).tap()
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: 'Connect a Wallet' }),
    ).toBeVisible()
    expect([...thirdParty]).toEqual([])

    const relay = page.waitForEvent('websocket', (socket) => /walletconnect/.test(socket.url()))
    await page.getByTestId('rk-wallet-option-walletConnect').tap()
    await relay
  })
})
