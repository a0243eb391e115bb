import type { WalletChain } from '@plaza-social/mock-wallet'
import { type LocalChains, startChainsOnFreePorts } from '@plaza-social/test/chains'

/** Mainnet, OP Mainnet and Base on local anvil nodes; the wallet knows the first two, Base only by node. */
export async function startMockWalletChains(): Promise<
  LocalChains & { walletChains: WalletChain[]; nodeUrls: Record<number, string> }
> {
  // Ports from this worker's allocator, given back by stop().
  const local = await startChainsOnFreePorts({ chainIds: [1, 10, 8453] })
  const nodeUrls = Object.fromEntries(local.chains.map((chain) => [chain.id, chain.rpcUrl]))
  const walletChains = local.chains
    .filter((chain) => chain.id !== 8453)
    .map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl }))
  return Object.assign(local, { walletChains, nodeUrls })
}
