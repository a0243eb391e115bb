import type { AtomicOption } from '../calls/atomicStatus.ts'
import type { Eip6963Info } from '../core/walletPresets.ts'

/**
 * How a real wallet answers where wallets differ: one data object per wallet, each difference
 * with its public source (the wallet's docs or a tracker issue), listed in the README.
 */
export type WalletPersona = {
  /** How it announces itself through EIP-6963 (its own name, icon and rdns). */
  identity: Omit<Eip6963Info, 'uuid'>
  /** Flags it sets on the provider it injects, e.g. `{ isRabby: true, isMetaMask: true }`. */
  flags?: Readonly<Record<string, boolean>>
  /** Where the extension puts itself: window.ethereum, EIP-6963 announcements, or both. */
  install: 'injected' | 'eip6963' | 'both'
  /** How it writes chain ids (eth_chainId, chainChanged, connect): EIP-1193's hex, or decimal strings. */
  chainIds?: 'hex' | 'decimal'
  /** EIP-5792 atomic status it reports, for all chains or per chain. */
  atomic?: AtomicOption
  /** More EIP-5792 capabilities it reports on every chain, e.g. `{ paymasterService: { supported: true } }`. */
  capabilities?: Readonly<Record<string, { supported: boolean }>>
  /** wallet_addEthereumChain asks the chain's node for its id and refuses a mismatch (-32602). */
  checksAddedChainId?: boolean
  /** What differs from the plain mock, each with its public source. */
  differences: readonly { what: string; source: string }[]
}
