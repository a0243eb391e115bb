import { createPublicClient, http } from 'viem'
import { mainnet } from 'viem/chains'
import { getEnsName } from 'viem/ens'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { namedWithAvatar } from '../ensAccounts'
import { forkUrlsFromEnv } from './forkUrls'
import { rpc } from './rpc'
import type { LocalChains } from './startChains'
import { startChainsOnFreePorts } from './startChainsOnFreePorts'

describe('--fork', () => {
  // No upstream network offline: one local mainnet stands in for the real one.
  let upstream: LocalChains
  let forked: LocalChains

  beforeAll(async () => {
    upstream = await startChainsOnFreePorts({ chainIds: [1] })
    forked = await startChainsOnFreePorts({
      chainIds: [1, 137],
      fork: true,
      forkUrls: { 1: upstream.rpcUrl(1) },
    })
  })
  afterAll(async () => {
    await forked?.stop()
    await upstream?.stop()
  })

  test('a chain with an upstream address forks it; the others start fresh', async () => {
    expect(forked.chains.map(({ id, forked }) => ({ id, forked }))).toEqual([
      { id: 1, forked: true },
      { id: 137, forked: false },
    ])
    const nodeInfo = await rpc<{ forkConfig: { forkUrl?: string } }>(
      forked.rpcUrl(1),
      'anvil_nodeInfo',
    )
    expect(nodeInfo.forkConfig.forkUrl).toBe(upstream.rpcUrl(1))
    const fresh = await rpc<{ forkedNetwork: unknown }>(forked.rpcUrl(137), 'anvil_metadata')
    expect(fresh.forkedNetwork).toBeNull()
  })

  test('the fork reads its upstream state (the name service comes from upstream)', async () => {
    const client = createPublicClient({
      chain: mainnet,
      transport: http(forked.rpcUrl(1)),
    })
    expect(await getEnsName(client, { address: namedWithAvatar.address })).toBe(
      namedWithAvatar.name,
    )
  })
})

describe('fork addresses', () => {
  test('FORK_URL_<chainId> variables are read by chain id', () => {
    expect(
      forkUrlsFromEnv({ FORK_URL_1: 'https://eth.example', FORK_URL_137: ' ', OTHER: 'x' }),
    ).toEqual({ 1: 'https://eth.example' })
  })
})
