import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  ensAccounts,
  namedWithAvatar,
  namedWithBrokenAvatar,
  namedWithoutAvatar,
} from '@plaza-social/test/accounts'
import {
  type LocalChains,
  multicall3Address,
  startChainsOnFreePorts,
} from '@plaza-social/test/chains'
import { type Abi, parseAbi } from 'viem'
import { getEnsAvatar, getEnsName, readContracts } from 'wagmi/actions'
import { specChains } from '../../fixtures/spec/chains'
import { createAppConfig } from './wagmi'

const multicall3Abi: Abi = parseAbi(['function getChainId() view returns (uint256)'])

/** Serves public/ like the app does, so avatar records point at a live origin. */
async function servePublicDir(): Promise<{ origin: string; server: Server }> {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    const body = await readFile(new URL(`../../public${path}`, import.meta.url)).catch(() => null)
    if (!body || path.includes('..')) return response.writeHead(404).end()
    response.writeHead(200, { 'content-type': 'image/svg+xml', 'content-length': body.length })
    response.end(request.method === 'HEAD' ? undefined : body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

describe('the app`s wagmi config on the local chains', () => {
  let chains: LocalChains
  let app: Awaited<ReturnType<typeof servePublicDir>>

  beforeAll(async () => {
    app = await servePublicDir()
    chains = await startChainsOnFreePorts({
      chainIds: specChains.map((chain) => chain.id),
      appOrigin: app.origin,
    })
  })
  afterAll(async () => {
    await chains?.stop()
    app?.server.close()
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
