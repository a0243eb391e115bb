import { expect } from '@playwright/test'
import { specText } from '../../fixtures/spec/kitTexts'
import {
  firstLoadScripts,
  pressConnectBeforeWalletCode,
  releaseIntoConnectModal,
} from '../fixtures/scripts'
import { blockThirdParty } from '../fixtures/thirdParty'
import { testWithoutWallet as test } from '../fixtures/wallet'

test.describe('no third-party calls before a wallet is chosen', () => {
  test('CFG-9, BTN-1: a click on Connect Wallet before the wallet code has arrived answers at once with the dialog frame, then the connect modal opens with the focus inside; loading, opening and closing stay on the app and its nodes', async ({
    page,
    request,
    baseURL,
  }) => {
    const thirdParty = await blockThirdParty(page, baseURL)
    const release = await pressConnectBeforeWalletCode(page, request, baseURL, 'click')
    const dialog = await releaseIntoConnectModal(page, release)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await page.waitForLoadState('networkidle')
    expect([...thirdParty]).toEqual([])
  })

  test('CFG-9: the first-load bundle holds no wallet SDK; wallet icons load after it', async ({
    page,
    request,
    baseURL,
  }) => {
    await blockThirdParty(page, baseURL)
    // The first-load bundle: the scripts the server's HTML names. Later chunks are added by the loader.
    const firstLoad = await firstLoadScripts(request, baseURL)
    expect(firstLoad.length).toBeGreaterThan(0)
    await page.goto('/')
    // Read by the page, as the visitor's browser gets them.
    const codes = await page.evaluate(
      (urls) => Promise.all(urls.map(async (url) => (await fetch(url)).text())),
      firstLoad,
    )
    for (const [index, code] of codes.entries())
      for (const sdk of sdkMarkers)
        expect(code, `${firstLoad[index]} holds ${sdk}`).not.toContain(sdk)

    await page.getByRole('button', { name: specText.connectWallet }).click()
    // The icon is decoration beside the wallet's name: an img hidden from assistive technology.
    await expect(page.getByTestId('rk-wallet-option-metaMask').locator('img')).toBeVisible()
    // RainbowKit imports each wallet and chain icon as a chunk of its own, outside the first load.
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    )
    const onDemand = loaded.filter((url) => url.endsWith('.js') && !firstLoad.includes(url))
    expect(onDemand.length).toBeGreaterThan(0)
  })
})

/** Strings only the wallet SDKs contain (WalletConnect, Reown, Coinbase, MetaMask). */
const sdkMarkers = ['relay.walletconnect', 'api.web3modal.org', 'keys.coinbase.com', 'metamask-sdk']
