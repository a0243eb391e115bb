import type { WalletChain } from '@plaza-social/mock-wallet'
import { type LocalChains, startChains } from '../../scripts/dev-chains/index'

/** Ports for this vitest worker: 24000 + 20 × pool id (clear of dev-chains' own test ports). */
export function mockWalletTestBasePort(poolId = process.env.VITEST_POOL_ID) {
  const index = Number(poolId ?? 0)
  return 24_000 + 20 * (Number.isInteger(index) && index >= 0 ? index : 0)
}

/** Mainnet, OP Mainnet and Base on local anvil nodes; the wallet knows the first two, Base only by node. */
export async function startMockWalletChains(): Promise<
  LocalChains & { walletChains: WalletChain[]; nodeUrls: Record<number, string> }
> {
  const local = await startChains({ chainIds: [1, 10, 8453], basePort: mockWalletTestBasePort() })
  const nodeUrls = Object.fromEntries(local.chains.map((chain) => [chain.id, chain.rpcUrl]))
  const walletChains = local.chains
    .filter((chain) => chain.id !== 8453)
    .map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl }))
  return Object.assign(local, { walletChains, nodeUrls })
}

/** A Storage in memory (what localStorage would hold). */
export function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key)
    },
    setItem: (key, value) => {
      items.set(key, String(value))
    },
  }
}
