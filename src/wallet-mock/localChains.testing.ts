import type { WalletChain } from '@plaza-social/mock-wallet'
import { type LocalChains, startChainsOnFreePorts } from '@plaza-social/test/chains'
import { base, mainnet, optimism } from 'viem/chains'
import { afterAll, beforeAll, beforeEach } from 'vitest'

type MockWalletChains = LocalChains & {
  walletChains: WalletChain[]
  nodeUrls: Record<number, string>
}

/** Mainnet, OP Mainnet and Base on local anvil nodes; the wallet knows the first two, Base only by node. */
async function startMockWalletChains(): Promise<MockWalletChains> {
  // Ports from this worker's allocator, given back by stop().
  const local = await startChainsOnFreePorts({ chainIds: [mainnet.id, optimism.id, base.id] })
  const nodeUrls = Object.fromEntries(local.chains.map((chain) => [chain.id, chain.rpcUrl]))
  const walletChains = [mainnet, optimism].map(({ id, name }) => ({
    id,
    name,
    rpcUrl: local.rpcUrl(id),
  }))
  return Object.assign(local, { walletChains, nodeUrls })
}

/**
 * The mock wallet's chains for the tests of one file: started before the first, reverted to
 * their first state before each, stopped after the last. Returns them (once started).
 */
export function mockWalletChainsOfFile(): () => MockWalletChains {
  let chains: MockWalletChains | undefined
  beforeAll(async () => {
    chains = await startMockWalletChains()
    await chains.snapshot()
  })
  afterAll(() => chains?.stop())
  beforeEach(() => started().revert())
  const started = () => {
    if (!chains) throw new Error('The mock wallet chains have not started.')
    return chains
  }
  return started
}
