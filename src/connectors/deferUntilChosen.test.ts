import { createConfig, createConnector, http } from 'wagmi'
import { mainnet } from 'wagmi/chains'
import { injected } from 'wagmi/connectors'
import { restoreLastConnection } from '../walletStack/useRestoreLastConnection'
import { deferUntilChosen } from './deferUntilChosen'

const account = '0x0000000000000000000000000000000000000001'

/** A stand-in for a connector (an SDK's like WalletConnect, or a browser wallet) that counts what it starts. */
function fakeConnector(id: string, type = 'sdk') {
  const started = { setup: 0, provider: 0 }
  const create = createConnector((config) => ({
    id,
    name: id,
    type,
    // Like WalletConnect's, the setup asks for the provider (this must not deadlock).
    async setup() {
      started.setup++
      await this.getProvider()
    },
    async getProvider() {
      started.provider++
      return { request: async () => null }
    },
    async isAuthorized() {
      return true
    },
    async connect() {
      return { accounts: [account] as never, chainId: 1 }
    },
    async disconnect() {},
    async getAccounts() {
      return [account] as const
    },
    async getChainId() {
      return 1
    },
    onAccountsChanged() {},
    onChainChanged() {},
    onDisconnect() {
      config.emitter.emit('disconnect')
    },
  }))
  return { create, started }
}

function configWith(...connectors: ReturnType<typeof createConnector>[]) {
  return createConfig({
    chains: [mainnet],
    connectors: connectors.map(deferUntilChosen),
    transports: { [mainnet.id]: http('http://127.0.0.1:1') },
  })
}

beforeEach(() => localStorage.clear())

describe('CFG-9: wallet SDKs start only when the visitor picks them', () => {
  test('CFG-9: creating the config starts no SDK (wagmi sets every connector up at once); restoring on a first visit (nothing stored) asks no wallet', async () => {
    const sdk = fakeConnector('sdk')
    const config = configWith(sdk.create)
    expect(await restoreLastConnection(config)).toEqual([])
    expect(sdk.started).toEqual({ setup: 0, provider: 0 })
    expect(config.state.status).toBe('disconnected')
  })

  test('CFG-4, CFG-9: a returning visitor of the browser wallet is reconnected and starts no SDK', async () => {
    localStorage.setItem('wagmi.recentConnectorId', JSON.stringify('browser'))
    const browser = fakeConnector('browser', 'injected')
    const sdk = fakeConnector('sdk')
    const config = configWith(sdk.create, browser.create)
    const [connection] = await restoreLastConnection(config)
    expect(connection?.connector.id).toBe('browser')
    expect(config.state.status).toBe('connected')
    expect(sdk.started).toEqual({ setup: 0, provider: 0 })
  })

  test('CFG-4: a returning visitor of an SDK wallet is reconnected: that SDK starts, no other', async () => {
    localStorage.setItem('wagmi.recentConnectorId', JSON.stringify('sdk'))
    const sdk = fakeConnector('sdk')
    const other = fakeConnector('other')
    const config = configWith(other.create, sdk.create)
    const [connection] = await restoreLastConnection(config)
    expect(connection?.connector.id).toBe('sdk')
    await expect.poll(() => sdk.started.setup).toBe(1)
    expect(other.started).toEqual({ setup: 0, provider: 0 })
  })

  test('CFG-4: a wallet used last that is not configured any more leaves the visitor disconnected, nothing asked', async () => {
    localStorage.setItem('wagmi.recentConnectorId', JSON.stringify('gone'))
    const sdk = fakeConnector('sdk')
    const config = configWith(sdk.create)
    expect(await restoreLastConnection(config)).toEqual([])
    expect(config.state).toMatchObject({ status: 'disconnected', current: null })
    expect(sdk.started).toEqual({ setup: 0, provider: 0 })
  })

  test('CFG-9: picking the wallet (RainbowKit asks its provider for the QR code, then connects) starts its SDK once', async () => {
    const sdk = fakeConnector('sdk')
    const [connector] = configWith(sdk.create).connectors
    await connector!.getProvider()
    await connector!.connect()
    await expect.poll(() => sdk.started).toEqual({ setup: 1, provider: 2 })
  })

  test('CFG-9: connecting it straight away (wagmi connect) starts its SDK', async () => {
    const sdk = fakeConnector('sdk')
    const [connector] = configWith(sdk.create).connectors
    await connector!.connect()
    await expect.poll(() => sdk.started.setup).toBe(1)
  })

  test('CFG-9: the browser wallet (no SDK) is left as it is', async () => {
    const [connector] = configWith(injected()).connectors
    expect(connector!.type).toBe('injected')
    expect(await connector!.isAuthorized()).toBe(false)
  })
})
