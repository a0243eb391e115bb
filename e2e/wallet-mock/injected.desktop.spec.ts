import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { test } from '../fixtures/wallet'

/** The account button shows the local name service's name, else the shortened address. */
const alice = /alice\.plaza\.eth|0xf39F…2266/

test.describe('the mock wallet as the Browser Wallet (window.ethereum)', () => {
  test('CON-4: "Confirm connection in the extension" stays until the wallet approves', async ({
    page,
    wallet,
  }) => {
    await page.goto('/')
    await wallet.setMode('manual')
    await pickBrowserWallet(page)
    await expect(page.getByText('Confirm connection in the extension')).toBeVisible()
    await wallet.waitForPending('wallet_requestPermissions')
    await wallet.approve()
    await expect(page.getByTestId('rk-account-button')).toContainText(alice)
  })

  test('BTN-3, CHN-3: the wallet moves to a chain the app does not configure: "Wrong network"', async ({
    page,
    wallet,
  }) => {
    await page.goto('/')
    await connect(page)
    await wallet.moveToUnsupportedChain()
    await expect(page.getByTestId('rk-wrong-network-button')).toBeVisible()
    await page.getByTestId('rk-wrong-network-button').click()
    await expect(
      page.getByText('Wrong network detected, switch or disconnect to continue.'),
    ).toBeVisible()
  })

  test('CFG-4: a connected visitor is connected again after a reload (the wallet remembers the site)', async ({
    page,
    wallet,
  }) => {
    await page.goto('/')
    await connect(page)
    // RainbowKit's Browser Wallet targets window.ethereum, so wagmi remembers it as the recent
    // connector (the targetless 'injected.connected' flag, ST-6, is pinned in
    // src/config/browserWallet.test.ts and e2e/qa/browser-wallet-flag.desktop.spec.ts).
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('wagmi.recentConnectorId')))
      .toBe('"injected"')
    await page.reload()
    await expect(page.getByTestId('rk-account-button')).toContainText(alice)
    expect((await wallet.snapshot()).permitted).toBe(true)
  })

  test('ERR-32002: connecting again while the wallet still asks: resource unavailable, no second prompt', async ({
    page,
    wallet,
  }) => {
    await page.goto('/')
    await wallet.setMode('manual')
    await pickBrowserWallet(page)
    await wallet.waitForPending()
    // The visitor closes the modal and tries again while the first prompt is still open.
    await page.keyboard.press('Escape')
    await pickBrowserWallet(page)
    await expect.poll(() => wallet.trail()).toContain('wallet_requestPermissions:-32002')
    expect(await wallet.pending()).toHaveLength(1)
    await wallet.approve()
    await expect(page.getByTestId('rk-account-button')).toBeVisible()
  })
})

/** Opens the connect modal and picks the Browser Wallet (window.ethereum). */
async function pickBrowserWallet(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByTestId('rk-wallet-option-injected').click()
}

async function connect(page: Page) {
  await pickBrowserWallet(page)
  await expect(page.getByTestId('rk-account-button')).toBeVisible()
}
