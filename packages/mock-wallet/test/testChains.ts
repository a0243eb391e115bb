import { testAccounts } from '@plaza-social/test/accounts'
import { type LocalChains, startChainsOnFreePorts } from '@plaza-social/test/chains'
import { createTestClient, http, publicActions } from 'viem'
import type { WalletChain } from '../src/core/state.ts'

/** Mainnet, OP Mainnet and Base; a wallet in these tests knows the first two, Base only by node. */
const testChainList = [
  { id: 1, name: 'Ethereum' },
  { id: 10, name: 'OP Mainnet' },
  { id: 8453, name: 'Base' },
] as const

/**
 * The repository's local chains (its test infrastructure) as the wallet's tests use them: bare
 * anvil nodes of these three chains, a test client per chain, and the chains as a wallet knows them.
 */
export async function startTestChains() {
  const chains: LocalChains = await startChainsOnFreePorts({
    chainIds: testChainList.map((chain) => chain.id),
    withState: false,
  })
  return {
    ...chains,
    testClient: (chainId: number) =>
      createTestClient({ mode: 'anvil', transport: http(chains.rpcUrl(chainId)) }).extend(
        publicActions,
      ),
    walletChains: (ids: readonly number[]): WalletChain[] =>
      testChainList
        .filter((chain) => ids.includes(chain.id))
        .map(({ id, name }) => ({ id, name, rpcUrl: chains.rpcUrl(id) })),
    nodeUrls: Object.fromEntries(testChainList.map(({ id }) => [id, chains.rpcUrl(id)])),
  }
}

export type TestChains = Awaited<ReturnType<typeof startTestChains>>

export const [alice, bob] = testAccounts(2).map((account) => account.address) as [
  `0x${string}`,
  `0x${string}`,
]
