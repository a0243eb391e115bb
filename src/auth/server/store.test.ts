import { sharedAuthBackend } from './authBackend'
import { createMemoryRouteLimiter } from './routeLimiter'
import { createMemoryAuthStore } from './store'

describe('the in-memory store', () => {
  test('a nonce is taken once, and not after its time', async () => {
    let now = 1_000
    const store = createMemoryAuthStore({ now: () => now })
    await store.saveNonce('aaaaaaaa', 'binding', 300)
    expect(await store.nonceBinding('aaaaaaaa')).toBe('binding')
    expect(await store.takeNonce('aaaaaaaa')).toBe(true)
    expect(await store.takeNonce('aaaaaaaa')).toBe(false)
    expect(await store.nonceBinding('aaaaaaaa')).toBeUndefined()
    await store.saveNonce('bbbbbbbb', 'binding', 300)
    now += 299
    expect(await store.nonceBinding('bbbbbbbb')).toBe('binding')
    now += 1
    expect(await store.nonceBinding('bbbbbbbb')).toBeUndefined()
    expect(await store.takeNonce('bbbbbbbb')).toBe(false)
  })

  test('a flood of nonces stays within capacity; expired ones go as new ones come', async () => {
    let now = 0
    const store = createMemoryAuthStore({
      now: () => now,
      capacity: { nonces: 100, revokedSessions: 10 },
    })
    for (let index = 0; index < 1_000; index++) await store.saveNonce(`nonce${index}xx`, 'b', 50)
    expect(store.size.nonces).toBe(100)
    // The newest survive; the oldest were shed.
    expect(await store.nonceBinding('nonce999xx')).toBe('b')
    expect(await store.nonceBinding('nonce900xx')).toBe('b')
    expect(await store.nonceBinding('nonce899xx')).toBeUndefined()
    now += 49
    await store.saveNonce('fresh000', 'b', 50)
    expect(store.size.nonces).toBe(100)
    now += 1
    await store.saveNonce('fresh001', 'b', 50)
    expect(store.size.nonces).toBe(2)
    // Saved again, a nonce is one entry with the new binding and time.
    await store.saveNonce('fresh000', 'c', 50)
    expect(store.size.nonces).toBe(2)
    expect(await store.nonceBinding('fresh000')).toBe('c')
  })

  test('a revoked session stays revoked; a full revocation list revokes everything older instead of forgetting', async () => {
    let now = 10_000
    const store = createMemoryAuthStore({
      now: () => now,
      capacity: { nonces: 10, revokedSessions: 2 },
    })
    await store.revokeSession('s1', 1_000)
    expect(await store.isSessionRevoked('s1', 5_000)).toBe(true)
    expect(await store.isSessionRevoked('s2', 5_000)).toBe(false)
    await store.revokeSession('s2', 1_000)
    expect(await store.isSessionRevoked('other', 9_999)).toBe(false)
    await store.revokeSession('s3', 1_000)
    // s1's entry was pushed out: it is still refused, with every session issued until now.
    expect(await store.isSessionRevoked('s1', 5_000)).toBe(true)
    expect(await store.isSessionRevoked('other', 9_999)).toBe(true)
    expect(await store.isSessionRevoked('other', now)).toBe(true)
    now += 1
    expect(await store.isSessionRevoked('later', now)).toBe(false)
    // The list starts again empty: the next revocations count one by one.
    await store.revokeSession('s4', 1_000)
    expect(await store.isSessionRevoked('s4', now)).toBe(true)
    expect(await store.isSessionRevoked('later', now)).toBe(false)
  })
})

describe('per-client rate limits', () => {
  test('each route has its own budget per minute and client: nonce 20, verify 10, logout 20, session 120', async () => {
    const limiter = createMemoryRouteLimiter()
    for (const [route, budget] of [
      ['nonce', 20],
      ['verify', 10],
      ['logout', 20],
      ['session', 120],
    ] as const) {
      for (let request = 0; request < budget; request++)
        expect(await limiter.take(route, '203.0.113.3')).toEqual({ allowed: true })
      const refused = await limiter.take(route, '203.0.113.3')
      expect(refused, route).toMatchObject({ allowed: false })
      // Within the minute, rounded up to whole seconds.
      expect(refused.allowed || refused.retryAfterSeconds).toBeGreaterThanOrEqual(59)
      expect(refused.allowed || refused.retryAfterSeconds).toBeLessThanOrEqual(60)
      expect(await limiter.take(route, '203.0.113.4')).toEqual({ allowed: true })
    }
  })
})

describe('the backend of a process', () => {
  test('without REDIS_URL the routes share one store in memory, whichever route asks', async () => {
    const backend = sharedAuthBackend(undefined, () => {})
    expect(sharedAuthBackend(undefined, () => {})).toBe(backend)
    await backend.store.saveNonce('sharedmemory1', 'binding', 1_000)
    expect(await sharedAuthBackend(undefined, () => {}).store.nonceBinding('sharedmemory1')).toBe(
      'binding',
    )
    expect(await backend.limiter.take('verify', '203.0.113.4')).toEqual({ allowed: true })
  })
})
