import {
  ensAccounts,
  namedWithAvatar,
  namedWithBrokenAvatar,
  namedWithoutAvatar,
  testAccounts,
} from '@plaza-social/test/accounts'
import {
  type LocalChains,
  multicall3Address,
  servePublicDir,
  startChainsOnFreePorts,
} from '@plaza-social/test/chains'
import {
  type Abi,
  createTestClient,
  getAddress,
  http,
  parseAbi,
  publicActions,
  walletActions,
} from 'viem'
import {
  getBalance,
  getEnsAvatar,
  getEnsName,
  getGasPrice,
  getTransactionReceipt,
  readContracts,
} from 'wagmi/actions'
import { specChains } from '../../fixtures/spec/chains'
import { createAppConfig } from './wagmi'

const multicall3Abi: Abi = parseAbi(['function getChainId() view returns (uint256)'])
/** An account that holds nothing until a test gives it a balance. */
const holder = getAddress('0x000000000000000000000000000000000000ba1a')

describe('the app`s wagmi config on the local chains', () => {
  let chains: LocalChains
  let app: Awaited<ReturnType<typeof servePublicDir>>

  beforeAll(async () => {
    app = await servePublicDir(new URL('../../public/', import.meta.url))
    chains = await startChainsOnFreePorts({
      chainIds: specChains.map((chain) => chain.id),
      appOrigin: app.origin,
    })
  })
  afterAll(async () => {
    await chains?.stop()
    app?.close()
  })

  const appConfig = () =>
    createAppConfig({
      projectId: 'test',
      localRpcUrls: Object.fromEntries(chains.chains.map((chain) => [chain.id, chain.rpcUrl])),
    })

  test('CALL-2: the app`s wagmi config reads balances, gas prices, transaction receipts and contracts (through Multicall3) from each chain`s own node', async () => {
    const config = appConfig()
    const results = await readContracts(config, {
      contracts: specChains.map((chain) => ({
        chainId: chain.id,
        address: multicall3Address,
        abi: multicall3Abi,
        functionName: 'getChainId',
      })),
    })
    expect(results).toEqual(
      specChains.map((chain) => ({ status: 'success', result: BigInt(chain.id) })),
    )

    const [sender] = testAccounts(1)
    await Promise.all(
      specChains.map(async ({ id: chainId }) => {
        // What this chain's node alone holds: a balance and a base fee of its own, and a transaction.
        const node = createTestClient({
          mode: 'anvil',
          transport: http(chains.rpcUrl(chainId)),
        })
          .extend(publicActions)
          .extend(walletActions)
        const held = BigInt(chainId) * 1_000n + 1n
        await node.setBalance({ address: holder, value: held })
        await node.setNextBlockBaseFeePerGas({ baseFeePerGas: BigInt(chainId) * 1_000_000_000n })
        const hash = await node.sendTransaction({
          account: sender!.address,
          to: holder,
          value: 0n,
          chain: null,
        })
        const minedReceipt = await node.waitForTransactionReceipt({ hash })

        const balance = await getBalance(config, { chainId, address: holder })
        expect(balance.value, `balance on ${chainId}`).toBe(held)
        expect(await getGasPrice(config, { chainId }), `gas price on ${chainId}`).toBe(
          await node.getGasPrice(),
        )
        const receipt = await getTransactionReceipt(config, { chainId, hash })
        expect(receipt, `receipt on ${chainId}`).toMatchObject({
          transactionHash: hash,
          blockNumber: minedReceipt.blockNumber,
          status: 'success',
          to: holder.toLowerCase(),
        })
      }),
    )
  })

  test('ACC-1: the app`s wagmi config (reads batched through Multicall3) gets the names and avatars of the local name service; a broken avatar record reads as none', async () => {
    const config = appConfig()
    expect(config.getClient({ chainId: 1 }).batch?.multicall).toBeTruthy()
    const [names, avatars] = await Promise.all([
      Promise.all(
        ensAccounts.map((account) => getEnsName(config, { chainId: 1, address: account.address })),
      ),
      Promise.all(
        [namedWithAvatar, namedWithoutAvatar, namedWithBrokenAvatar].map((account) =>
          getEnsAvatar(config, { chainId: 1, name: account.name }),
        ),
      ),
    ])
    expect(names).toEqual(ensAccounts.map((account) => account.name))
    expect(avatars).toEqual([`${app.origin}/avatars/alice.svg`, null, null])
  })
})
