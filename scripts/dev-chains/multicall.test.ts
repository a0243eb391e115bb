import { createPublicClient, http, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { readContracts } from 'wagmi/actions'
import { chains as configuredChains } from '../../src/config/chains'
import { createAppConfig } from '../../src/config/wagmi'
import { multicall3Address } from './chainState'
import { findFreeBasePort } from './portAvailability'
import { workerBasePort } from './ports'
import { type LocalChains, startChains } from './startChains'
import { testAccountBalance, testAccounts } from './testAccounts'

const multicall3Abi = parseAbi([
  'function getChainId() view returns (uint256)',
  'function getBlockNumber() view returns (uint256)',
  'function getEthBalance(address account) view returns (uint256)',
])

/** viem's `aggregate3((address,bool,bytes)[])` selector: what batched reads are sent as. */
const aggregate3Selector = '0x82ad56cb'

describe('Multicall3 on every chain', () => {
  let chains: LocalChains
  const [account] = testAccounts(1)

  beforeAll(async () => {
    chains = await startChains({ basePort: await findFreeBasePort(workerBasePort()) })
  })
  afterAll(async () => {
    await chains?.stop()
  })

  test('CFG-7, CALL-2: a client with multicall batching sends concurrent reads as one aggregate3 to Multicall3', async () => {
    for (const chain of configuredChains) {
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

  test('CALL-2: the app`s wagmi config reads through Multicall3 on every chain', async () => {
    const localRpcUrls = Object.fromEntries(chains.chains.map((chain) => [chain.id, chain.rpcUrl]))
    const config = createAppConfig({ projectId: 'test', localRpcUrls })
    const results = await readContracts(config, {
      contracts: configuredChains.map((chain) => ({
        chainId: chain.id,
        address: multicall3Address,
        abi: multicall3Abi,
        functionName: 'getChainId',
      })),
    })
    expect(results).toEqual(
      configuredChains.map((chain) => ({ status: 'success', result: BigInt(chain.id) })),
    )
  })
})
