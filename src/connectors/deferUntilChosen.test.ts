import { createConfig, createConnector, http } from 'wagmi'
import { mainnet } from 'wagmi/chains'
import { injected } from 'wagmi/connectors'
import { deferUntilChosen } from './deferUntilChosen'

/** A stand-in for an SDK connector (WalletConnect, MetaMask SDK…) that counts what it starts. */
function sdkConnector(id: string) {
  const started = { setup: 0, provider: 0 }
  const create = createConnector((config) => ({
    id,
    name: id,
    type: 'sdk',
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
      return { accounts: ['0x0000000000000000000000000000000000000001'] as never, chainId: 1 }
    },
    async disconnect() {},
    async getAccounts() {
      return ['0x0000000000000000000000000000000000000001'] as const
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

/** Runs `pick` as the handler of a click: a trusted click (or a scripted one) is being dispatched. */
function duringClick<T>(pick: () => T, { trusted = true } = {}): T {
  const own = Object.getOwnPropertyDescriptor(window, 'event')
  Object.defineProperty(window, 'event', {
    value: { isTrusted: trusted, type: 'click' },
    configurable: true,
  })
  try {
    return pick()
  } finally {
    if (own) Object.defineProperty(window, 'event', own)
    else Reflect.deleteProperty(window, 'event')
  }
}

function configWith(...connectors: ReturnType<typeof createConnector>[]) {
  return createConfig({
    chains: [mainnet],
    connectors: connectors.map(deferUntilChosen),
    transports: { [mainnet.id]: http('http://127.0.0.1:1') },
  })
}

describe('CFG-9: wallet SDKs start only when the visitor picks them', () => {
  test('CFG-9: creating the config and reconnecting on load start no SDK', async () => {
    const sdk = sdkConnector('sdk')
    const config = configWith(sdk.create)
    const [connector] = config.connectors
    await expect(connector!.getProvider()).rejects.toThrow('Provider not found.')
    expect(await connector!.isAuthorized()).toBe(false)
    expect(sdk.started).toEqual({ setup: 0, provider: 0 })
  })

  test('CFG-9: a click elsewhere on the page starts no SDK: reconnecting afterwards still asks outside it', async () => {
    const sdk = sdkConnector('sdk')
    const [connector] = configWith(sdk.create).connectors
    duringClick(() => document.body.click())
    await expect(connector!.getProvider()).rejects.toThrow('Provider not found.')
    expect(await connector!.isAuthorized()).toBe(false)
    expect(sdk.started).toEqual({ setup: 0, provider: 0 })
  })

  test('CFG-9: picking the wallet (its provider asked for in the click) starts its SDK once', async () => {
    const sdk = sdkConnector('sdk')
    const [connector] = configWith(sdk.create).connectors
    await duringClick(() => connector!.getProvider())
    await connector!.connect()
    await vi.waitFor(() => expect(sdk.started).toEqual({ setup: 1, provider: 2 }))
  })

  test('CFG-9: a scripted click is not the visitor picking', async () => {
    const sdk = sdkConnector('sdk')
    const [connector] = configWith(sdk.create).connectors
    await expect(duringClick(() => connector!.getProvider(), { trusted: false })).rejects.toThrow(
      'Provider not found.',
    )
    expect(sdk.started).toEqual({ setup: 0, provider: 0 })
  })

  test('CFG-9: connecting it (wagmi connect) starts its SDK', async () => {
    const sdk = sdkConnector('sdk')
    const [connector] = configWith(sdk.create).connectors
    await connector!.connect()
    await vi.waitFor(() => expect(sdk.started.setup).toBe(1))
  })

  test('CFG-4, CFG-9: the wallet used last starts at once, so the visitor is reconnected', async () => {
    localStorage.setItem('wagmi.recentConnectorId', JSON.stringify('sdk'))
    const sdk = sdkConnector('sdk')
    const [connector] = configWith(sdk.create).connectors
    expect(await connector!.isAuthorized()).toBe(true)
    await vi.waitFor(() => expect(sdk.started.setup).toBe(1))
  })

  test('CFG-9: the browser wallet (no SDK) is left as it is', async () => {
    const [connector] = configWith(injected()).connectors
    expect(connector!.type).toBe('injected')
    expect(await connector!.isAuthorized()).toBe(false)
  })
})
