import { type RedisServer, startRedisServer } from '@plaza-social/test/redis'
import { Redis } from 'ioredis'
import type { AuthStore } from './authStore'
import { createRedisAuthStore } from './redisAuthStore'

let server: RedisServer
let clients: Redis[] = []
let stores: [AuthStore, AuthStore]

beforeAll(async () => {
  server = await startRedisServer()
  // Two clients: two app instances sharing one Redis.
  clients = [new Redis(server.url), new Redis(server.url)]
  stores = [createRedisAuthStore(clients[0]!), createRedisAuthStore(clients[1]!)]
})

afterAll(async () => {
  for (const client of clients) client.disconnect()
  await server?.stop()
})

describe('the Redis store, on a real redis-server (issue 16 item 9)', () => {
  test('ERR-SIWE: a nonce saved by one instance is known to the other, and taken exactly once across both', async () => {
    const [first, second] = stores
    await first.saveNonce('sharednonce1', 'binding-a', 60_000)
    expect(await second.nonceBinding('sharednonce1')).toBe('binding-a')
    const takes = await Promise.all([
      first.takeNonce('sharednonce1'),
      second.takeNonce('sharednonce1'),
      second.takeNonce('sharednonce1'),
    ])
    expect(takes.filter(Boolean)).toHaveLength(1)
    expect(await first.nonceBinding('sharednonce1')).toBeUndefined()
  })

  test('ERR-SIWE: nonces expire by themselves (the store keeps no list to sweep)', async () => {
    const [first] = stores
    await first.saveNonce('shortlived1', 'binding', 50)
    expect(await clients[0]!.pttl('plaza:auth:nonce:shortlived1')).toBeGreaterThan(0)
    await expect.poll(() => first.nonceBinding('shortlived1'), { timeout: 2_000 }).toBeUndefined()
    expect(await first.takeNonce('shortlived1')).toBe(false)
  })

  test('ST-8: a session revoked on one instance is refused by the other, until it would have expired', async () => {
    const [first, second] = stores
    await first.revokeSession('session-1', 60_000)
    expect(await second.isSessionRevoked('session-1', Date.now())).toBe(true)
    expect(await second.isSessionRevoked('session-2', Date.now())).toBe(false)
    const ttl = await clients[1]!.pttl('plaza:auth:revoked:session-1')
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(60_000)
  })
})
