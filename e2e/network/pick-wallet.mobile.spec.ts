import { expect } from '@playwright/test'
import { specText } from '../../fixtures/spec/kitTexts'
import { holdLaterScripts } from '../fixtures/scripts'
import { blockThirdParty } from '../fixtures/thirdParty'
import { testWithoutWallet as test } from '../fixtures/wallet'

test.describe('picking a wallet on a touch screen', () => {
  test('CFG-9, BTN-1: a tap on Connect Wallet before the wallet code has arrived shows the dialog frame at once, then the connect modal; a tap on WalletConnect starts its SDK then, and only then calls WalletConnect', async ({
    page,
    request,
    baseURL,
  }) => {
    const thirdParty = await blockThirdParty(page, baseURL)
    // Every script but the first-load ones (the wallet code, fetched after load, too) waits for release().
    const release = await holdLaterScripts(page, request, baseURL)
    await page.goto('/')
    await page.getByRole('button', { name: specText.connectWallet }).tap()
    const frame = page.getByRole('dialog', { name: specText.connectWallet })
    await expect(frame).toBeVisible()
    await expect(frame).toBeFocused()
    release()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: specText.connectAWallet })).toBeVisible()
    await expect(dialog.locator(':focus')).toHaveCount(1)
    await page.waitForLoadState('networkidle')
    expect([...thirdParty]).toEqual([])

    const relay = page.waitForEvent('websocket', (socket) => /walletconnect/.test(socket.url()))
    await page.getByTestId('rk-wallet-option-walletConnect').tap()
    await relay
  })
})
