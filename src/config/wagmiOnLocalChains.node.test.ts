import {
  ensAccounts,
  namedWithAvatar,
  namedWithBrokenAvatar,
  namedWithoutAvatar,
} from '@plaza-social/test/accounts'
import {
  type LocalChains,
  multicall3Address,
  servePublicDir,
  startChainsOnFreePorts,
} from '@plaza-social/test/chains'
import { type Abi, parseAbi } from 'viem'
import { getEnsAvatar, getEnsName, readContracts } from 'wagmi/actions'
import { specChains } from '../../fixtures/spec/chains'
import { createAppConfig } from './wagmi'

const multicall3Abi: Abi = parseAbi(['function getChainId() view returns (uint256)'])

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

  test('CALL-2: the app`s wagmi config reads through Multicall3 on every chain', async () => {
    const results = await readContracts(appConfig(), {
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
  })

  test('ACC-1, ERR-AVATAR: the app`s wagmi config (reads batched through Multicall3) gets the names and avatars of the local name service', async () => {
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
