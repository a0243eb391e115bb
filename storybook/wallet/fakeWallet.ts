import {
  type Address,
  type EIP1193Parameters,
  type EIP1193RequestFn,
  numberToHex,
  ProviderDisconnectedError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from 'viem'

/** What the fake wallet does when the app asks it to connect or to switch chains. */
export type ConnectBehaviour = 'approve' | 'reject' | 'pending'
export type SwitchBehaviour = 'approve' | 'reject' | 'pending' | 'unsupported'

export type FakeWalletOptions = {
  accounts: readonly Address[]
  chainId: number
  /** The site is already allowed to see the accounts (eth_accounts answers). */
  authorized?: boolean
  connect?: ConnectBehaviour
  switchChain?: SwitchBehaviour
  /** A WalletConnect-style pairing uri emitted as `display_uri` when a connection starts. */
  displayUri?: string
}

type Listener = (...args: unknown[]) => void

/** A request the wallet keeps waiting, like a prompt the user has not answered yet. */
const never = () => new Promise<never>(() => {})

/**
 * A storybook-local EIP-1193 wallet: scripted answers, events, nothing else. Stories use it
 * until the shared mock wallet (src/wallet-mock, issue 4) lands.
 */
export class FakeWallet {
  accounts: readonly Address[]
  chainId: number
  authorized: boolean
  connectBehaviour: ConnectBehaviour
  switchBehaviour: SwitchBehaviour
  displayUri: string | undefined
  /** Every method the app asked for, in order (play functions assert on it). */
  readonly calls: string[] = []
  private readonly listeners = new Map<string, Set<Listener>>()

  constructor(options: FakeWalletOptions) {
    this.accounts = options.accounts
    this.chainId = options.chainId
    this.authorized = options.authorized ?? false
    this.connectBehaviour = options.connect ?? 'approve'
    this.switchBehaviour = options.switchChain ?? 'approve'
    this.displayUri = options.displayUri
  }

  on = (event: string, listener: Listener) => {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set())
    this.listeners.get(event)!.add(listener)
    return this
  }

  once = (event: string, listener: Listener) => {
    const wrapped: Listener = (...args) => {
      this.removeListener(event, wrapped)
      listener(...args)
    }
    return this.on(event, wrapped)
  }

  removeListener = (event: string, listener: Listener) => {
    this.listeners.get(event)?.delete(listener)
    return this
  }

  emit(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args)
  }

  request = (async ({ method, params }: EIP1193Parameters) => {
    this.calls.push(method)
    switch (method) {
      case 'eth_chainId':
        return numberToHex(this.chainId)
      case 'eth_accounts':
        return this.authorized ? [...this.accounts] : []
      case 'eth_requestAccounts':
        return this.requestAccounts()
      case 'wallet_switchEthereumChain': {
        const [{ chainId }] = params as [{ chainId: string }]
        return this.switchTo(Number(chainId))
      }
      case 'wallet_revokePermissions':
        this.authorized = false
        return null
      default:
        // e.g. wallet_requestPermissions: wagmi falls back to eth_requestAccounts.
        throw new UnsupportedProviderMethodError(new Error(`${method} is not supported`))
    }
  }) as EIP1193RequestFn

  private async requestAccounts() {
    if (this.displayUri) this.emit('display_uri', this.displayUri)
    if (this.connectBehaviour === 'pending') return never()
    if (this.connectBehaviour === 'reject')
      throw new UserRejectedRequestError(new Error('User rejected the request.'))
    this.authorized = true
    this.emit('connect', { chainId: numberToHex(this.chainId) })
    return [...this.accounts]
  }

  private async switchTo(chainId: number) {
    if (!this.authorized) throw new ProviderDisconnectedError(new Error('Not connected'))
    switch (this.switchBehaviour) {
      case 'pending':
        return never()
      case 'reject':
        throw new UserRejectedRequestError(new Error('User rejected the request.'))
      case 'unsupported':
        throw new UnsupportedProviderMethodError(new Error('wallet_switchEthereumChain'))
      default:
        this.chainId = chainId
        this.emit('chainChanged', numberToHex(chainId))
        return null
    }
  }
}
