import type { Redis } from 'ioredis'
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible'
import { type AuthRouteName, routeBudgets } from './settings'
import { keyPrefix } from './store'

type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Per-client budgets of the sign-in routes, counted where the store is. */
export interface RouteLimiter {
  /** Spends one request of `client`'s budget on `route`; a store failure rejects (fail closed). */
  take(route: AuthRouteName, client: string): Promise<LimitDecision>
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

/** Counters in this process: right for a single server. */
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
 */
export function createRedisRouteLimiter(redis: Redis): RouteLimiter {
  return routeLimiter(
    (route) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${keyPrefix}limit:${route}`,
        points: routeBudgets[route].points,
        duration: routeBudgets[route].durationSeconds,
      }),
  )
}
