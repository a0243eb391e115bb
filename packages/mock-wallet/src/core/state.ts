/** A chain the wallet knows: the node it sends the chain's calls to. */
export type WalletChain = {
  id: number
  name: string
  rpcUrl: string
  nativeCurrency?: { name: string; symbol: string; decimals: number }
}

/** What a real wallet remembers across page loads. */
export type WalletState = {
  /** Whether the site is connected (has the eth_accounts permission). */
  permitted: boolean
  unlocked: boolean
  /** Index of the selected account. */
  selected: number
  chainId: number
  /** Chains added by wallet_addEthereumChain or by the user. */
  addedChains: WalletChain[]
  watchedAssets: unknown[]
  /** Chains on which the user upgraded the account for atomic batches (EIP-5792 'ready' → 'supported'). */
  upgradedChains: number[]
}

export type StateStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export function loadState(
  storage: StateStorage | undefined,
  key: string,
  initial: WalletState,
): WalletState {
  const saved = storage?.getItem(key)
  if (!saved) return initial
  try {
    return { ...initial, ...(JSON.parse(saved) as Partial<WalletState>) }
  } catch {
    return initial
  }
}

export function saveState(storage: StateStorage | undefined, key: string, state: WalletState) {
  storage?.setItem(key, JSON.stringify(state))
}
