/**
 * Stand-in for '@walletconnect/ethereum-provider' in Storybook (aliased in storybook/main.ts).
 * The real provider talks to the WalletConnect relay, which stories never reach: this one
 * makes a pairing uri at once (`display_uri`, so RainbowKit draws its QR step) and then
 * waits, like a phone that has not scanned yet.
 */
type Listener = (...args: unknown[]) => void

let pairings = 0

export class EthereumProvider {
  session: undefined = undefined
  accounts: string[] = []
  chainId = 1
  events = { setMaxListeners: () => {} }
  private readonly listeners = new Map<string, Set<Listener>>()

  static async init(_options: unknown) {
    return new EthereumProvider()
  }

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set())
    this.listeners.get(event)!.add(listener)
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
    this.listeners.get(event)?.delete(listener)
    return this
  }

  off(event: string, listener: Listener) {
    return this.removeListener(event, listener)
  }

  emit(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args)
  }

  async connect(_options?: unknown): Promise<never> {
    pairings += 1
    const uri = `wc:storybook${pairings.toString(16).padStart(8, '0')}@2?relay-protocol=irn&symKey=${'ab'.repeat(32)}`
    // After the caller has subscribed, as the relay would.
    setTimeout(() => this.emit('display_uri', uri), 0)
    return new Promise<never>(() => {})
  }

  async enable() {
    return this.accounts
  }

  async disconnect() {}

  async request({ method }: { method: string }): Promise<never> {
    throw new Error(`Storybook's WalletConnect stand-in does not answer ${method}`)
  }
}

export default { EthereumProvider }
