import { expect, type Page } from '@playwright/test'
import { namedWithAvatar } from '@plaza-social/test/accounts'
import { cpuSlowdownFromEnv } from '@plaza-social/test/playwright'
import { specChains } from '../../fixtures/spec/chains'
import { specConstants } from '../../fixtures/spec/constants'
import { blockThirdParty } from '../fixtures/thirdParty'
import { testWithoutWallet } from '../fixtures/wallet'
import { StandInRelay } from '../fixtures/walletConnectRelay'
import { walletConnectWallet } from '../fixtures/walletConnectWallet'
import { disconnect, openConnectModal, walletAppLinkOf } from '../qa/connect'
import { scanQrCode } from '../qa/connect-modal/decodeQr'

const appName = specConstants.appName.replace('{product}', specConstants.defaultProduct)

/** A wallet app on a stand-in WalletConnect relay that the page reaches (walletConnectWallet.ts). */
const test = testWithoutWallet.extend<{
  phoneWallet: Awaited<ReturnType<typeof walletConnectWallet>>
}>({
  phoneWallet: async ({ page }, use) => {
    const relay = new StandInRelay()
    await relay.routePage(page)
    const wallet = await walletConnectWallet(relay, { account: namedWithAvatar.address })
    await use(wallet)
    await wallet.stop()
  },
})

/**
 * A WalletConnect session as a visitor starts one: on a desktop RainbowKit's connect modal shows
 * the pairing URI as a QR code, which the wallet app scans; on a phone, picking Rainbow opens the
 * URI as a `wc:` link, which Android hands to the wallet app (here the browser hands it to the
 * system without asking: scripts/test-setup.mjs). The relay is a stand-in (offline here); the
 * wallet is WalletConnect's own sign client.
 */
test.describe('a WalletConnect session', () => {
  test.beforeEach(({ page, baseURL }) => blockThirdParty(page, baseURL))

  /** The chains wagmi's WalletConnect connector stored as requested of the wallet. */
  const requestedChains = (page: Page) =>
    page.evaluate(() =>
      JSON.parse(localStorage.getItem('wagmi.walletConnect.requestedChains') ?? 'null'),
    )

  /**
   * Has the wallet pair through the URI the visitor's device hands it (on a desktop, a QR code a
   * phone's scanner reads at error correction level M), and waits for the connection.
   */
  async function connectThroughWalletConnect(
    page: Page,
    isMobile: boolean,
    pair: (uri: string) => Promise<unknown>,
  ) {
    const dialog = await openConnectModal(page)
    let uri: string
    if (isMobile) uri = await walletAppLinkOf(page, 'rainbow')
    else {
      await dialog.getByTestId('rk-wallet-option-walletConnect').click()
      const { text, errorCorrectionLevel } = await scanQrCode(dialog)
      expect(errorCorrectionLevel).toBe(specConstants.qrErrorCorrectionLevel)
      uri = text
    }
    expect(uri).toMatch(/^wc:/)
    await pair(uri)
    await expect(page.getByTestId('rk-account-button')).toBeVisible({
      timeout: 30_000 * cpuSlowdownFromEnv,
    })
    await expect(page.getByRole('dialog')).toHaveCount(0)
  }

  test('CFG-1, CON-3, ST-2: the wallet app pairs through the QR code at error correction level M (a `wc:` link on a phone) and is asked by the app by its name; connecting stores the requested chains; the visitor ending the session clears them, and so does the wallet ending it', async ({
    page,
    phoneWallet,
    isMobile,
  }) => {
    // Two sessions, each starting WalletConnect's SDK and its key exchange: on one slow core
    // that takes longer than the suite's default budget.
    test.setTimeout(120_000 * cpuSlowdownFromEnv)
    const everyChain = specChains.map((chain) => chain.id)
    const connectWallet = page.getByRole('button', { name: 'Connect Wallet' })
    await page.goto('/')

    await connectThroughWalletConnect(page, isMobile, phoneWallet.pair)
    expect(phoneWallet.proposers).toEqual([appName])
    expect(await requestedChains(page)).toEqual(everyChain)
    // The visitor ends it.
    await disconnect(page)
    await expect.poll(() => requestedChains(page)).toEqual([])

    await connectThroughWalletConnect(page, isMobile, phoneWallet.pair)
    expect(await requestedChains(page)).toEqual(everyChain)
    // The wallet ends it.
    await phoneWallet.disconnect()
    await expect(connectWallet).toBeVisible()
    await expect.poll(() => requestedChains(page)).toEqual([])
  })
})
