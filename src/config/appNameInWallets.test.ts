import { specConstants } from '../../fixtures/spec/constants'
import { offlineAppConfig } from '../../unit/renderWithProviders'
import type { EthereumProvider } from '../../unit/standIns/walletConnectProvider'

/** The app's config as a build with NEXT_PUBLIC_PRODUCT_NAME=Agora makes it. */
function configForProduct(product: string) {
  vi.stubEnv('NEXT_PUBLIC_PRODUCT_NAME', product)
  return offlineAppConfig()
}

const connector = (config: ReturnType<typeof offlineAppConfig>, id: string) =>
  config.connectors.find((candidate) => candidate.id === id)!

afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
})

describe('the app name where wallets read it (spec §1)', () => {
  const agoraSocial = specConstants.appName.replace('{product}', 'Agora')

  test("CFG-1: WalletConnect's pairing request names the app: the phone wallet shows '{product} Social'", async () => {
    // The provider this config's connector uses, however many configs made providers before it.
    const provider = (await connector(
      configForProduct('Agora'),
      'walletConnect',
    ).getProvider()) as EthereumProvider
    expect(provider.initOptions.metadata?.name).toBe(agoraSocial)
  })

  test("CFG-1: Coinbase Wallet's SDK is told the app's name, which its window shows", async () => {
    // The SDK reads the page's own headers once (Cross-Origin-Opener-Policy): the page answers.
    vi.stubGlobal('fetch', async () => new Response(null))
    const provider = (await connector(
      configForProduct('Agora'),
      'coinbaseWalletSDK',
    ).getProvider()) as {
      metadata?: { appName?: string }
    }
    expect(provider.metadata?.appName).toBe(agoraSocial)
  })
})
