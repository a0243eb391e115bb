import { createPublicClient, defineChain, http, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testAccountBalance, testAccounts } from '../accounts'
import { multicall3Address } from './chainState'
import type { LocalChains } from './startChains'
import { startChainsOnFreePorts } from './startChainsOnFreePorts'

const multicall3Abi = parseAbi([
  'function getChainId() view returns (uint256)',
  'function getBlockNumber() view returns (uint256)',
  'function getEthBalance(address account) view returns (uint256)',
])

/** viem's `aggregate3((address,bool,bytes)[])` selector: what batched reads are sent as. */
const aggregate3Selector = '0x82ad56cb'

describe('Multicall3 on every chain', () => {
  const chainIds = [1, 137, 10]
  let chains: LocalChains
  const [account] = testAccounts(1)

  beforeAll(async () => {
    chains = await startChainsOnFreePorts({ chainIds })
  })
  afterAll(async () => {
    await chains?.stop()
  })

  test('a client with multicall batching sends concurrent reads as one aggregate3 to Multicall3', async () => {
    for (const id of chainIds) {
      // Multicall3 where viem and wagmi expect it: the chain's `contracts.multicall3`.
      const chain = defineChain({
        id,
        name: `chain ${id}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chains.rpcUrl(id)] } },
        contracts: { multicall3: { address: multicall3Address } },
      })
      const sent: { method: string; params: [{ to: string; data: string }] }[] = []
      const client = createPublicClient({
        chain,
        batch: { multicall: true },
        transport: http(chains.rpcUrl(chain.id), {
          async onFetchRequest(request) {
            sent.push(await request.clone().json())
          },
        }),
      })
      const read = (functionName: 'getChainId' | 'getBlockNumber') =>
        client.readContract({ address: multicall3Address, abi: multicall3Abi, functionName })
      const [chainId, blockNumber, balance] = await Promise.all([
        read('getChainId'),
        read('getBlockNumber'),
        client.readContract({
          address: multicall3Address,
          abi: multicall3Abi,
          functionName: 'getEthBalance',
          args: [account!.address],
        }),
      ])
      expect([chainId, blockNumber, balance]).toEqual([BigInt(chain.id), 0n, testAccountBalance])
      expect(sent).toHaveLength(1)
      expect(sent[0]!.method).toBe('eth_call')
      expect(sent[0]!.params[0].to.toLowerCase()).toBe(multicall3Address.toLowerCase())
      expect(sent[0]!.params[0].data.startsWith(aggregate3Selector)).toBe(true)
    }
  })
})
