import { memoryStoreCapacity } from './authLimits'
import type { AuthStore } from './authStore'

type MemoryAuthStoreOptions = {
  now?: () => number
  capacity?: { nonces: number; revokedSessions: number }
}

type Entry<value> = { value: value; expiresAt: number }

/**
 * Entries in insertion order with a time to live each. Every write first drops expired entries
 * from the front, so expiry costs O(1) per write on average (one TTL per kind means insertion
 * order is expiry order), and a full map sheds its oldest entry.
 */
class ExpiringMap<value> {
  readonly #entries = new Map<string, Entry<value>>()
  constructor(
    readonly capacity: number,
    readonly now: () => number,
  ) {}

  /** Adds an entry; returns how many live entries it pushed out to stay within capacity. */
  set(key: string, value: value, ttlMs: number): number {
    const time = this.now()
    for (const [oldest, entry] of this.#entries) {
      if (entry.expiresAt > time) break
      this.#entries.delete(oldest)
    }
    this.#entries.delete(key)
    this.#entries.set(key, { value, expiresAt: time + ttlMs })
    let evicted = 0
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.capacity) break
      this.#entries.delete(oldest)
      evicted++
    }
    return evicted
  }

  get(key: string): value | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt > this.now()) return entry.value
    this.#entries.delete(key)
    return undefined
  }

  take(key: string): boolean {
    const live = this.get(key) !== undefined
    this.#entries.delete(key)
    return live
  }

  get size() {
    return this.#entries.size
  }

  clear() {
    this.#entries.clear()
  }
}

/**
 * The single-process store, bounded: past its capacity the oldest nonce is dropped (that
 * visitor asks again), and a full revocation list fails closed: every session issued until then
 * is refused, instead of forgetting a revocation.
 * @internal Exported for the tests, which each take a store of their own.
 */
export function createMemoryAuthStore({
  now = Date.now,
  capacity = memoryStoreCapacity,
}: MemoryAuthStoreOptions = {}): AuthStore & { readonly size: { nonces: number } } {
  const nonces = new ExpiringMap<string>(capacity.nonces, now)
  const revoked = new ExpiringMap<true>(capacity.revokedSessions, now)
  let revokedBefore = Number.NEGATIVE_INFINITY
  return {
    get size() {
      return { nonces: nonces.size }
    },
    async saveNonce(nonce, binding, ttlMs) {
      nonces.set(nonce, binding, ttlMs)
    },
    async nonceBinding(nonce) {
      return nonces.get(nonce)
    },
    async takeNonce(nonce) {
      return nonces.take(nonce)
    },
    async revokeSession(sessionId, ttlMs) {
      if (revoked.set(sessionId, true, ttlMs) > 0) {
        revokedBefore = now() + 1
        revoked.clear()
      }
    },
    async isSessionRevoked(sessionId, issuedAt) {
      return issuedAt < revokedBefore || revoked.get(sessionId) === true
    },
  }
}

const sharedKey = Symbol.for('plaza.auth.memoryStore')

/**
 * One memory store per process: Next bundles each API route apart, so a module variable
 * would give the nonce and verify routes different stores.
 */
export function sharedMemoryAuthStore(): AuthStore {
  const holder = globalThis as { [sharedKey]?: AuthStore }
  holder[sharedKey] ??= createMemoryAuthStore()
  return holder[sharedKey]
}
