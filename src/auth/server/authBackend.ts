import { Redis } from 'ioredis'
import {
  createMemoryRouteLimiter,
  createRedisRouteLimiter,
  type RouteLimiter,
} from './routeLimiter'
import { redisCommandTimeoutMs } from './settings'
import { type AuthStore, createMemoryAuthStore, createRedisAuthStore } from './store'

/** The store and the rate limits of one backend: this process's memory, or one Redis. */
export type AuthBackend = { store: AuthStore; limiter: RouteLimiter }

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
