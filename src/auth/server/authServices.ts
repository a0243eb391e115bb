import { Redis } from 'ioredis'
import { logAuthProblem } from './authLog'
import type { AuthSettings } from './authSettings'
import type { AuthStore } from './authStore'
import { sharedMemoryAuthStore } from './memoryAuthStore'
import { createRedisAuthStore } from './redisAuthStore'
import {
  createMemoryRouteLimiter,
  createRedisRouteLimiter,
  type RouteLimiter,
} from './routeLimiter'
import { createServerVerifiers } from './serverVerifiers'
import type { SignatureVerifier } from './signatureCheck'

/** What the routes work with besides the settings. */
export type AuthServices = {
  store: AuthStore
  limiter: RouteLimiter
  verifierFor: (chainId: number) => SignatureVerifier | undefined
}

type Shared = {
  backend: string
  store: AuthStore
  limiter: RouteLimiter
  nodes: string
  verifierFor: AuthServices['verifierFor']
}

const sharedKey = Symbol.for('plaza.auth.services')

/** Redis gets a short leash: a request waits at most this long for it, then fails closed. */
const redisCommandTimeoutMs = 2_000

function connectRedis(url: string) {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: redisCommandTimeoutMs })
  let lastLogged = 0
  redis.on('error', (error) => {
    // ioredis reconnects by itself and reports every attempt: one line a minute is enough.
    if (Date.now() - lastLogged < 60_000) return
    lastLogged = Date.now()
    logAuthProblem('Redis', error)
  })
  return redis
}

/**
 * One set of services per process and configuration (Next bundles each route apart, hence
 * globalThis): Redis-backed when REDIS_URL is set, else in process memory.
 */
export function sharedAuthServices(settings: AuthSettings): AuthServices {
  const holder = globalThis as { [sharedKey]?: Shared }
  const backend = settings.redisUrl ?? 'memory'
  const nodes = JSON.stringify(settings.nodeUrls)
  let shared = holder[sharedKey]
  if (shared?.backend !== backend) {
    const redisUrl = settings.redisUrl
    const redis = redisUrl ? connectRedis(redisUrl) : undefined
    shared = {
      backend,
      store: redis ? createRedisAuthStore(redis) : sharedMemoryAuthStore(),
      limiter: redis ? createRedisRouteLimiter(redis) : createMemoryRouteLimiter(),
      nodes,
      verifierFor: createServerVerifiers(settings.nodeUrls),
    }
    holder[sharedKey] = shared
  }
  if (shared.nodes !== nodes) {
    shared.nodes = nodes
    shared.verifierFor = createServerVerifiers(settings.nodeUrls)
  }
  return shared
}
