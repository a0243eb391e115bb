import { type RedisServer, startRedisServer } from '@plaza-social/test/redis'
import { Redis } from 'ioredis'
import { connectRedis, sharedAuthBackend } from './authBackend'
import { createRedisRouteLimiter } from './routeLimiter'
import { type AuthStore, createRedisAuthStore } from './store'
import { forgetProcessAuthBackend } from './testing/signInFixtures'

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

describe('the Redis store, on a real redis-server', () => {
  test('a nonce saved by one instance is known to the other, and taken exactly once across both', async () => {
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

  test('nonces expire by themselves (the store keeps no list to sweep)', async () => {
    const [first] = stores
    const before = Date.now()
    await first.saveNonce('shortlived1', 'binding', 1_000)
    const after = Date.now()
    // Redis's absolute expiry: a second after the save, or gone already (-2) on a machine that
    // took longer; never -1, a key kept for ever.
    const expiresAt = await clients[0]!.pexpiretime('plaza:auth:nonce:shortlived1')
    expect(expiresAt).toSatisfy(
      (at: number) => at === -2 || (before + 1_000 <= at && at <= after + 1_000),
    )
    await expect.poll(() => first.nonceBinding('shortlived1')).toBeUndefined()
    expect(await first.takeNonce('shortlived1')).toBe(false)
  })

  test('a session revoked on one instance is refused by the other, until it would have expired', async () => {
    const [first, second] = stores
    const before = Date.now()
    await first.revokeSession('session-1', 60_000)
    const after = Date.now()
    expect(await second.isSessionRevoked('session-1', Date.now())).toBe(true)
    expect(await second.isSessionRevoked('session-2', Date.now())).toBe(false)
    // Redis's absolute expiry (epoch ms): the session's remaining minute from the revocation.
    const expiresAt = await clients[1]!.pexpiretime('plaza:auth:revoked:session-1')
    expect(expiresAt).toBeGreaterThanOrEqual(before + 60_000)
    expect(expiresAt).toBeLessThanOrEqual(after + 60_000)
    // A fraction of a millisecond left is still a key that expires (Redis needs a whole one).
    await first.revokeSession('session-3', 0.2)
    expect(await clients[0]!.pttl('plaza:auth:revoked:session-3')).not.toBe(-1)
  })

  test('the rate limits count across instances, per route', async () => {
    const [first, second] = clients.map((client) => createRedisRouteLimiter(client))
    for (let request = 0; request < 10; request++)
      expect(await (request % 2 ? first : second)!.take('verify', '203.0.113.5')).toEqual({
        allowed: true,
      })
    expect(await first!.take('verify', '203.0.113.5')).toMatchObject({ allowed: false })
    expect(await second!.take('verify', '203.0.113.5')).toMatchObject({ allowed: false })
    expect(await second!.take('nonce', '203.0.113.5')).toEqual({ allowed: true })
    expect(await clients[0]!.exists('plaza:auth:limit:verify:203.0.113.5')).toBe(1)
  })

  test('with REDIS_URL the process keeps nonces and limits in that Redis', async () => {
    // The process's first use, whatever an earlier file in this worker left.
    forgetProcessAuthBackend()
    const backend = sharedAuthBackend(server.url, () => {})
    try {
      await backend.store.saveNonce('backendnonce', 'binding-b', 60_000)
      expect(await stores[0].nonceBinding('backendnonce')).toBe('binding-b')
      expect(await backend.limiter.take('logout', '203.0.113.6')).toEqual({ allowed: true })
      expect(await clients[0]!.exists('plaza:auth:limit:logout:203.0.113.6')).toBe(1)
    } finally {
      await backend.store.takeNonce('backendnonce')
      // On a Redis stopped after this file: the next file in this worker makes its own.
      forgetProcessAuthBackend()
    }
  })
})

describe('a Redis that does not answer', () => {
  test('a command fails instead of waiting, and the reconnect errors are reported once a minute, not each', async () => {
    const reported: unknown[] = []
    const redis = connectRedis('redis://127.0.0.1:1', (error) => reported.push(error))
    let errors = 0
    redis.on('error', () => errors++)
    try {
      // The store and the rate limits fail closed: the route answers 503, never 'allowed'.
      await expect(createRedisAuthStore(redis).nonceBinding('anything')).rejects.toThrow()
      await expect(createRedisRouteLimiter(redis).take('nonce', '203.0.113.7')).rejects.toThrow()
      await expect.poll(() => errors).toBeGreaterThanOrEqual(3)
      expect(reported).toHaveLength(1)
      expect(String(reported[0])).toContain('ECONNREFUSED')
    } finally {
      redis.disconnect()
    }
  })
})
