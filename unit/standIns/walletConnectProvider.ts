import { numberToHex } from 'viem'

type Listener = (...args: unknown[]) => void
type InitOptions = { metadata?: { name?: string } }

/** The phone wallet's account: anvil's first test account. */
const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * Stand-in for '@walletconnect/ethereum-provider' (the unit project's alias, vitest.config.ts;
 * Storybook's, storybook/mocks/walletConnectProvider.ts): what wagmi's walletConnect connector
 * talks to, offline. `connect` opens a session at once, as if the phone had scanned and approved,
 * or with `waitsForScan` shows a pairing URI (`display_uri`, RainbowKit's QR step) and waits, like
 * a phone that has not scanned yet; `endSession()` is the wallet ending it (WalletConnect's
 * 'session_delete'). A test reaches the provider its own connector uses with the connector's
 * `getProvider()`: RainbowKit shares one WalletConnect connector, and so one provider, among the
 * configs of a module graph made with the same parameters.
 */
export class EthereumProvider {
  session: { namespaces: { eip155: { accounts: string[] } } } | undefined
  accounts: string[] = []
  chainId = 1
  events = { setMaxListeners: () => {} }
  readonly requests: { method: string; params: unknown }[] = []
  /** What this provider was made with: the app's metadata, as the phone wallet reads it. */
  readonly initOptions: InitOptions
  readonly #listeners = new Map<string, Set<Listener>>()
  static waitsForScan = false
  static pairings = 0

  constructor(options: InitOptions) {
    this.initOptions = options
  }

  static async init(options: InitOptions) {
    return new EthereumProvider(options)
  }

  on(event: string, listener: Listener) {
    if (!this.#listeners.has(event)) this.#listeners.set(event, new Set())
    this.#listeners.get(event)?.add(listener)
    return this
  }
  once(event: string, listener: Listener) {
    const wrapped: Listener = (...args) => {
      this.removeListener(event, wrapped)
      listener(...args)
    }
    return this.on(event, wrapped)
  }
  removeListener(event: string, listener: Listener) {
    this.#listeners.get(event)?.delete(listener)
    return this
  }
  off(event: string, listener: Listener) {
    return this.removeListener(event, listener)
  }
  emit(event: string, ...args: unknown[]) {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) listener(...args)
  }

  async connect({ optionalChains = [] }: { optionalChains?: number[] } = {}) {
    if (EthereumProvider.waitsForScan) {
      EthereumProvider.pairings += 1
      const pairing = EthereumProvider.pairings.toString(16).padStart(8, '0')
      const uri = `wc:storybook${pairing}@2?relay-protocol=irn&symKey=${'ab'.repeat(32)}`
      // After the caller has subscribed, as the relay would.
      setTimeout(() => this.emit('display_uri', uri), 0)
      return new Promise<never>(() => {})
    }
    this.chainId = optionalChains[0] ?? 1
    this.accounts = [account]
    this.session = {
      namespaces: {
        eip155: { accounts: optionalChains.map((id) => `eip155:${id}:${account}`) },
      },
    }
  }
  async enable() {
    return this.accounts
  }
  async disconnect() {
    this.session = undefined
    this.accounts = []
  }
  /** The wallet ends the session. */
  endSession() {
    this.session = undefined
    this.accounts = []
    this.emit('session_delete', { topic: 'stand-in' })
  }
  async request({ method, params }: { method: string; params?: unknown }) {
    this.requests.push({ method, params })
    if (method === 'wallet_switchEthereumChain') {
      const [{ chainId }] = params as [{ chainId: string }]
      this.chainId = Number(chainId)
      this.emit('chainChanged', numberToHex(this.chainId))
      return null
    }
    throw Object.assign(new Error(`stand-in: ${method}`), { code: 4200 })
  }
}

export default { EthereumProvider }
