import { createPublicClient, EnsAvatarUriResolutionError, http } from 'viem'
import { mainnet } from 'viem/chains'
import { getEnsAddress, getEnsAvatar, getEnsName, getEnsText, parseAvatarRecord } from 'viem/ens'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testAccounts } from '../accounts'
import {
  avatarRecord,
  ensAccounts,
  namedWithAvatar,
  namedWithBrokenAvatar,
  namedWithoutAvatar,
} from '../ensAccounts'
import { servePublicDir } from './servePublicDir'
import type { LocalChains } from './startChains'
import { startChainsOnFreePorts } from './startChainsOnFreePorts'

describe('name service on the local mainnet', () => {
  let chains: LocalChains
  let app: Awaited<ReturnType<typeof servePublicDir>>
  const client = () => createPublicClient({ chain: mainnet, transport: http(chains.rpcUrl(1)) })

  beforeAll(async () => {
    app = await servePublicDir(new URL('../../../../public/', import.meta.url))
    chains = await startChainsOnFreePorts({ chainIds: [1], appOrigin: app.origin })
  })
  afterAll(async () => {
    await chains?.stop()
    app?.close()
  })

  test('the fixture accounts are the test mnemonic accounts #0..#3', () => {
    expect(ensAccounts.map((account) => account.address)).toEqual(
      testAccounts(4).map((account) => account.address),
    )
  })

  test('an avatar that fails to load is an error; getEnsAvatar falls back to null', async () => {
    const record = await getEnsText(client(), { name: namedWithBrokenAvatar.name, key: 'avatar' })
    expect(record).toBe(avatarRecord(namedWithBrokenAvatar, app.origin))
    // A name without an avatar has no record at all, not a broken one.
    expect(await getEnsText(client(), { name: namedWithoutAvatar.name, key: 'avatar' })).toBeNull()
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

  test('state survives a revert: names still resolve after snapshot and revert', async () => {
    await chains.snapshot()
    await chains.revert()
    expect(await getEnsName(client(), { address: namedWithAvatar.address })).toBe(
      namedWithAvatar.name,
    )
  })
})
