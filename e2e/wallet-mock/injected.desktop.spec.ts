import { expect } from '@playwright/test'
import { test } from '../fixtures/wallet'
import { pickWallet } from '../qa/connect'

/** The account button shows the local name service's name, else the shortened address. */
const alice = /alice\.plaza\.eth|0xf39F…2266/

test.describe('the mock wallet as the Browser Wallet (window.ethereum)', () => {
  test('CON-4, ERR-32002, CFG-4, BTN-3, CHN-3: "Confirm connection in the extension" stays until the wallet approves; connecting again meanwhile: resource unavailable, no second prompt; connected, a reload connects again (the wallet remembers the site); the wallet moves to a chain the app does not configure: "Wrong network"', async ({
    page,
    wallet,
  }) => {
    await page.goto('/')
    await wallet.setMode('manual')
    await pickWallet(page, 'injected')
    await expect(page.getByText('Confirm connection in the extension')).toBeVisible()
    await wallet.waitForPending('wallet_requestPermissions')
    // The visitor closes the modal and tries again while the first prompt is still open.
    await page.keyboard.press('Escape')
    await pickWallet(page, 'injected')
    await expect.poll(() => wallet.trail()).toContain('wallet_requestPermissions:-32002')
    expect(await wallet.pending()).toHaveLength(1)
    await expect(page.getByText('Confirm connection in the extension')).toBeVisible()
    await wallet.approve()
    await expect(page.getByTestId('rk-account-button')).toContainText(alice)
    await wallet.setMode('auto')

    // RainbowKit's Browser Wallet targets window.ethereum, so wagmi remembers it as the recent
    // connector (the targetless 'injected.connected' flag, ST-6, is pinned in
    // src/config/browserWallet.test.ts and e2e/qa/browser-wallet-flag.spec.ts).
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('wagmi.recentConnectorId')))
      .toBe('"injected"')
    await page.reload()
    await expect(page.getByTestId('rk-account-button')).toContainText(alice)
    expect((await wallet.snapshot()).permitted).toBe(true)

    await wallet.moveToUnsupportedChain()
    await expect(page.getByTestId('rk-wrong-network-button')).toBeVisible()
    await page.getByTestId('rk-wrong-network-button').click()
    await expect(
      page.getByText('Wrong network detected, switch or disconnect to continue.'),
    ).toBeVisible()
  })
})
