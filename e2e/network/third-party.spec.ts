import { expect } from '@playwright/test'
import { specText } from '../../fixtures/spec/kitTexts'
import { specWalletsShownByDefault } from '../../fixtures/spec/wallets'
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

  test('CFG-9: the first-load bundle holds no wallet SDK and no wallet icon; each icon of the connect modal comes in a script loaded on demand', async ({
    page,
    request,
    baseURL,
  }) => {
    await blockThirdParty(page, baseURL)
    const firstLoad = await firstLoadScripts(request, baseURL)
    expect(firstLoad.length).toBeGreaterThan(0)
    await page.goto('/')
    // Read by the page, as the visitor's browser gets them.
    const codeOf = (urls: string[]) =>
      page.evaluate((list) => Promise.all(list.map(async (url) => (await fetch(url)).text())), urls)
    const codes = await codeOf(firstLoad)
    for (const [index, code] of codes.entries())
      for (const sdk of sdkMarkers)
        expect(code, `${firstLoad[index]} holds ${sdk}`).not.toContain(sdk)

    await page.getByRole('button', { name: specText.connectWallet }).click()
    // Each option's icon is decoration beside the wallet's name: an img hidden from assistive
    // technology, whose image RainbowKit imports (a data: URL) from a chunk of its own.
    const options = page.getByRole('dialog').getByTestId(/^rk-wallet-option-/)
    await expect(options).toHaveCount(specWalletsShownByDefault.length)
    for (const option of await options.all()) await expect(option.locator('img')).toBeVisible()
    const sources = await options
      .locator('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''))
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    )
    const onDemand = loaded.filter((url) => url.endsWith('.js') && !firstLoad.includes(url))
    const laterCodes = await codeOf(onDemand)
    for (const source of sources) {
      expect(source).toMatch(/^data:image\//)
      for (const [index, code] of codes.entries())
        expect(code.includes(source), `${firstLoad[index]} holds a wallet icon`).toBe(false)
      expect(laterCodes.some((code) => code.includes(source))).toBe(true)
    }
  })
})

/** Strings only the wallet SDKs contain (WalletConnect, Reown, Coinbase, MetaMask). */
const sdkMarkers = ['relay.walletconnect', 'api.web3modal.org', 'keys.coinbase.com', 'metamask-sdk']
