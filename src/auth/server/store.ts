import type { Redis } from 'ioredis'
import { ExpiringMap } from './expiringMap'
import { memoryStoreCapacity } from './settings'

/**
 * Server-side sign-in state: live nonces (each bound to the browser that asked for it) and
 * revoked sessions. In process memory by default; in Redis when REDIS_URL is set, so several
 * instances (or serverless functions) share it.
 */
export interface AuthStore {
  /** Keeps `nonce` for `ttlMs`, bound to `binding` (a hash of the asking browser's token). */
  saveNonce(nonce: string, binding: string, ttlMs: number): Promise<void>
  /** The binding of a live nonce; undefined when unknown, used or expired. */
  nonceBinding(nonce: string): Promise<string | undefined>
  /** Uses up a live nonce: true for exactly one caller, however many race for it. */
  takeNonce(nonce: string): Promise<boolean>
  /** Refuses session `sessionId` from now on; `ttlMs`: until the session would have expired anyway. */
  revokeSession(sessionId: string, ttlMs: number): Promise<void>
  /** Whether a session (sealed at `issuedAt`, epoch ms) was revoked. */
  isSessionRevoked(sessionId: string, issuedAt: number): Promise<boolean>
}

type MemoryAuthStoreOptions = {
  now?: () => number
  capacity?: { nonces: number; revokedSessions: number }
}

/**
 * The single-process store, bounded: past its capacity the oldest nonce is dropped (that
 * visitor asks again), and a full revocation list fails closed: every session issued until then
 * is refused, instead of forgetting a revocation.
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

/** Every key the sign-in server writes to Redis starts with it (the route limits' too). */
export const keyPrefix = 'plaza:auth:'

/** The shared store: every key expires by itself (PX), and DEL's count makes a nonce single-use. */
export function createRedisAuthStore(redis: Redis): AuthStore {
  return {
    async saveNonce(nonce, binding, ttlMs) {
      await redis.set(`${keyPrefix}nonce:${nonce}`, binding, 'PX', ttlMs)
    },
    async nonceBinding(nonce) {
      return (await redis.get(`${keyPrefix}nonce:${nonce}`)) ?? undefined
    },
    async takeNonce(nonce) {
      return (await redis.del(`${keyPrefix}nonce:${nonce}`)) === 1
    },
    async revokeSession(sessionId, ttlMs) {
      await redis.set(`${keyPrefix}revoked:${sessionId}`, '1', 'PX', Math.max(1, Math.ceil(ttlMs)))
    },
    async isSessionRevoked(sessionId) {
      return (await redis.exists(`${keyPrefix}revoked:${sessionId}`)) === 1
    },
  }
}
