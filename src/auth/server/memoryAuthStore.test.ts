import { createMemoryAuthStore } from './memoryAuthStore'

describe('the in-memory store (issue 16 items 5, 6)', () => {
  test('ERR-SIWE: a nonce is taken once, and not after its time', async () => {
    let now = 1_000
    const store = createMemoryAuthStore({ now: () => now })
    await store.saveNonce('aaaaaaaa', 'binding', 300)
    expect(await store.nonceBinding('aaaaaaaa')).toBe('binding')
    expect(await store.takeNonce('aaaaaaaa')).toBe(true)
    expect(await store.takeNonce('aaaaaaaa')).toBe(false)
    await store.saveNonce('bbbbbbbb', 'binding', 300)
    now += 300
    expect(await store.nonceBinding('bbbbbbbb')).toBeUndefined()
    expect(await store.takeNonce('bbbbbbbb')).toBe(false)
  })

  test('ERR-SIWE: a flood of nonces stays within capacity; expired ones go as new ones come', async () => {
    let now = 0
    const store = createMemoryAuthStore({
      now: () => now,
      capacity: { nonces: 100, revokedSessions: 10 },
    })
    for (let index = 0; index < 1_000; index++) await store.saveNonce(`nonce${index}xx`, 'b', 50)
    expect(store.size.nonces).toBe(100)
    // The newest survive; the oldest were shed.
    expect(await store.nonceBinding('nonce999xx')).toBe('b')
    expect(await store.nonceBinding('nonce0xx')).toBeUndefined()
    now += 50
    await store.saveNonce('fresh000', 'b', 50)
    expect(store.size.nonces).toBe(1)
  })

  test('ST-8: a revoked session stays revoked; a full revocation list revokes everything older instead of forgetting', async () => {
    let now = 10_000
    const store = createMemoryAuthStore({
      now: () => now,
      capacity: { nonces: 10, revokedSessions: 2 },
    })
    await store.revokeSession('s1', 1_000)
    expect(await store.isSessionRevoked('s1', 5_000)).toBe(true)
    expect(await store.isSessionRevoked('s2', 5_000)).toBe(false)
    await store.revokeSession('s2', 1_000)
    await store.revokeSession('s3', 1_000)
    // s1's entry was pushed out: it is still refused, with every session issued until now.
    expect(await store.isSessionRevoked('s1', 5_000)).toBe(true)
    expect(await store.isSessionRevoked('other', 9_999)).toBe(true)
    now += 1
    expect(await store.isSessionRevoked('later', now)).toBe(false)
  })
})
