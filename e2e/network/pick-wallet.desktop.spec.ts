import { expect } from '@playwright/test'
import { specText } from '../../fixtures/spec/kitTexts'
import { blockThirdParty } from '../fixtures/thirdParty'
import { testWithoutWallet as test } from '../fixtures/wallet'

test.describe('picking a wallet by keyboard alone', () => {
  test('CFG-9: Tab and Enter alone open the connect modal and pick WalletConnect: its SDK starts then, and only then calls WalletConnect', async ({
    page,
    baseURL,
  }) => {
    const thirdParty = await blockThirdParty(page, baseURL)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    const connect = page.getByRole('button', { name: specText.connectWallet })
    await page.keyboard.press('Tab')
    await expect(connect).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: specText.connectAWallet }),
    ).toBeVisible()

    // Through the modal's wallet list, one Tab at a time (the list has fewer than 20 stops).
    const option = page.getByTestId('rk-wallet-option-walletConnect')
    for (let stop = 0; stop < 20; stop++) {
      if (await option.evaluate((element) => element === document.activeElement)) break
      await page.keyboard.press('Tab')
    }
    await expect(option).toBeFocused()
    expect([...thirdParty]).toEqual([])
    const relay = page.waitForEvent('websocket', (socket) => /walletconnect/.test(socket.url()))
    await page.keyboard.press('Enter')
    expect(new URL((await relay).url()).hostname).toMatch(/(^|\.)walletconnect\.(org|com)$/)
  })
})
