import { Redis } from 'ioredis'
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible'
import {
  type AuthRouteName,
  memoryStoreCapacity,
  redisCommandTimeoutMs,
  routeBudgets,
} from './settings'

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

type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Per-client budgets of the sign-in routes, counted where the store is. */
interface RouteLimiter {
  /** Spends one request of `client`'s budget on `route`; a store failure rejects (fail closed). */
  take(route: AuthRouteName, client: string): Promise<LimitDecision>
}

/** The store and the rate limits of one backend: this process's memory, or one Redis. */
export type AuthBackend = { store: AuthStore; limiter: RouteLimiter }

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

type MemoryAuthStoreOptions = {
  now?: () => number
  capacity?: { nonces: number; revokedSessions: number }
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

const prefix = 'plaza:auth:'

/**
 * The shared store: every key expires by itself (PX), and DEL's count makes a nonce single-use.
 * @internal Exported for its test on a real redis-server.
 */
export function createRedisAuthStore(redis: Redis): AuthStore {
  return {
    async saveNonce(nonce, binding, ttlMs) {
      await redis.set(`${prefix}nonce:${nonce}`, binding, 'PX', ttlMs)
    },
    async nonceBinding(nonce) {
      return (await redis.get(`${prefix}nonce:${nonce}`)) ?? undefined
    },
    async takeNonce(nonce) {
      return (await redis.del(`${prefix}nonce:${nonce}`)) === 1
    },
    async revokeSession(sessionId, ttlMs) {
      await redis.set(`${prefix}revoked:${sessionId}`, '1', 'PX', Math.max(1, Math.ceil(ttlMs)))
    },
    async isSessionRevoked(sessionId) {
      return (await redis.exists(`${prefix}revoked:${sessionId}`)) === 1
    },
  }
}

/** One rate limiter per route, each from `create`, behind one `take`. */
function routeLimiter(create: (route: AuthRouteName) => RateLimiterAbstract): RouteLimiter {
  const limiters = new Map<AuthRouteName, RateLimiterAbstract>()
  return {
    async take(route, client) {
      let limiter = limiters.get(route)
      if (!limiter) {
        limiter = create(route)
        limiters.set(route, limiter)
      }
      try {
        await limiter.consume(client)
        return { allowed: true }
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
        }
      }
    },
  }
}

/**
 * Counters in this process: right for a single server.
 * @internal Exported for its unit test.
 */
export function createMemoryRouteLimiter(): RouteLimiter {
  return routeLimiter(
    (route) =>
      new RateLimiterMemory({
        points: routeBudgets[route].points,
        duration: routeBudgets[route].durationSeconds,
      }),
  )
}

/**
 * Counters in Redis, shared by every instance, so a client cannot spread its requests over them.
 * @internal Exported for its test on a real redis-server.
 */
export function createRedisRouteLimiter(redis: Redis): RouteLimiter {
  return routeLimiter(
    (route) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${prefix}limit:${route}`,
        points: routeBudgets[route].points,
        duration: routeBudgets[route].durationSeconds,
      }),
  )
}

/**
 * A Redis client that fails a command after `redisCommandTimeoutMs` instead of queueing it, and
 * reports its connection errors through `onError` at most once a minute (ioredis reconnects by
 * itself and reports every attempt).
 * @internal Exported for its test against a Redis that is not there.
 */
export function connectRedis(url: string, onError: (error: unknown) => void) {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: redisCommandTimeoutMs })
  let lastReported = Number.NEGATIVE_INFINITY
  redis.on('error', (error) => {
    if (Date.now() - lastReported < 60_000) return
    lastReported = Date.now()
    onError(error)
  })
  return redis
}

const sharedKey = Symbol.for('plaza.auth.backend')

/**
 * This process's backend: in Redis when `redisUrl` is set, else in memory. One per process,
 * made on first use: Next bundles each API route apart, so a module variable would give the
 * nonce and verify routes different stores (hence globalThis).
 */
export function sharedAuthBackend(
  redisUrl: string | undefined,
  onRedisError: (error: unknown) => void,
): AuthBackend {
  const holder = globalThis as { [sharedKey]?: AuthBackend }
  if (!holder[sharedKey]) {
    const redis = redisUrl ? connectRedis(redisUrl, onRedisError) : undefined
    holder[sharedKey] = redis
      ? { store: createRedisAuthStore(redis), limiter: createRedisRouteLimiter(redis) }
      : { store: createMemoryAuthStore(), limiter: createMemoryRouteLimiter() }
  }
  return holder[sharedKey]
}
