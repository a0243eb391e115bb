import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, EnsAvatarUriResolutionError, http } from 'viem'
import { getEnsAddress, getEnsAvatar, getEnsName, getEnsText, parseAvatarRecord } from 'viem/ens'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  getEnsAvatar as getEnsAvatarWithConfig,
  getEnsName as getEnsNameWithConfig,
} from 'wagmi/actions'
import {
  avatarRecord,
  ensAccounts,
  namedWithAvatar,
  namedWithBrokenAvatar,
  namedWithoutAvatar,
  unnamed,
} from '../../fixtures/ens/accounts'
import { chains as configuredChains } from '../../src/config/chains'
import { createAppConfig } from '../../src/config/wagmi'
import { universalResolverAddress } from './ensState'
import { findFreeBasePort } from './portAvailability'
import { workerBasePort } from './ports'
import { type LocalChains, startChains } from './startChains'
import { testAccounts } from './testAccounts'

/** Serves public/ like the app does, so avatar records can point at a live origin. */
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

describe('name service on the local mainnet', () => {
  let chains: LocalChains
  let app: Awaited<ReturnType<typeof servePublicDir>>
  const mainnet = configuredChains[0]
  const client = () => createPublicClient({ chain: mainnet, transport: http(chains.rpcUrl(1)) })

  beforeAll(async () => {
    app = await servePublicDir()
    chains = await startChains({
      chainIds: [1],
      basePort: await findFreeBasePort(workerBasePort()),
      appOrigin: app.origin,
    })
  })
  afterAll(async () => {
    await chains?.stop()
    app?.server.close()
  })

  test('the fixture accounts are the test mnemonic accounts #0..#3', () => {
    expect(ensAccounts.map((account) => account.address)).toEqual(
      testAccounts(4).map((account) => account.address),
    )
  })

  test('the resolver sits where viem looks for mainnet`s universal resolver', () => {
    expect(mainnet.contracts.ensUniversalResolver.address).toBe(universalResolverAddress)
  })

  test('ACC-1: getEnsName gives the fixture names; an account without a name gives null', async () => {
    for (const account of ensAccounts)
      expect(await getEnsName(client(), { address: account.address })).toBe(account.name)
    expect(await getEnsName(client(), { address: unnamed.address })).toBeNull()
  })

  test('ACC-1: getEnsAvatar gives the avatar the app serves', async () => {
    const avatar = await getEnsAvatar(client(), { name: namedWithAvatar.name })
    expect(avatar).toBe(`${app.origin}/avatars/alice.svg`)
    expect((await fetch(avatar!)).headers.get('content-type')).toMatch(/^image\//)
  })

  test('ACC-1: a name without an avatar record has a null avatar', async () => {
    expect(await getEnsText(client(), { name: namedWithoutAvatar.name, key: 'avatar' })).toBeNull()
    expect(await getEnsAvatar(client(), { name: namedWithoutAvatar.name })).toBeNull()
  })

  test('ERR-AVATAR, ACC-5: an avatar that fails to load is an error; getEnsAvatar falls back to null', async () => {
    const record = await getEnsText(client(), { name: namedWithBrokenAvatar.name, key: 'avatar' })
    expect(record).toBe(avatarRecord(namedWithBrokenAvatar, app.origin))
    expect((await fetch(record!)).status).toBe(404)
    await expect(parseAvatarRecord(client(), { record: record! })).rejects.toBeInstanceOf(
      EnsAvatarUriResolutionError,
    )
    // viem swallows the failure so the UI can show its fallback avatar.
    expect(await getEnsAvatar(client(), { name: namedWithBrokenAvatar.name })).toBeNull()
  })

  test('forward resolution: getEnsAddress gives each name`s account; unknown names give null', async () => {
    for (const account of ensAccounts) {
      if (!account.name) continue
      expect(await getEnsAddress(client(), { name: account.name })).toBe(account.address)
      expect(
        (await getEnsAddress(client(), { name: account.name, coinType: 60n }))?.toLowerCase(),
      ).toBe(account.address.toLowerCase())
    }
    expect(await getEnsAddress(client(), { name: 'nobody.plaza.eth' })).toBeNull()
    expect(await getEnsText(client(), { name: 'nobody.plaza.eth', key: 'avatar' })).toBeNull()
  })

  test('ACC-1, ERR-AVATAR: the app`s wagmi config (reads batched through Multicall3) gets the same answers', async () => {
    const config = createAppConfig({ projectId: 'test', localRpcUrls: { 1: chains.rpcUrl(1) } })
    expect(config.getClient({ chainId: 1 }).batch?.multicall).toBeTruthy()
    const [names, avatars] = await Promise.all([
      Promise.all(
        ensAccounts.map((account) =>
          getEnsNameWithConfig(config, { chainId: 1, address: account.address }),
        ),
      ),
      Promise.all(
        [namedWithAvatar, namedWithoutAvatar, namedWithBrokenAvatar].map((account) =>
          getEnsAvatarWithConfig(config, { chainId: 1, name: account.name }),
        ),
      ),
    ])
    expect(names).toEqual(ensAccounts.map((account) => account.name))
    expect(avatars).toEqual([`${app.origin}/avatars/alice.svg`, null, null])
  })

  test('state survives a revert: names still resolve after snapshot and revert', async () => {
    await chains.snapshot()
    await chains.revert()
    expect(await getEnsName(client(), { address: namedWithAvatar.address })).toBe(
      namedWithAvatar.name,
    )
  })
})
