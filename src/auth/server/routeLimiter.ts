import type { Redis } from 'ioredis'
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible'
import { type AuthRouteName, routeBudgets } from './authLimits'

type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Per-client budgets of the sign-in routes (issue 16 item 5). */
export interface RouteLimiter {
  /** Spends one request of `client`'s budget on `route`; a store failure rejects (fail closed). */
  take(route: AuthRouteName, client: string): Promise<LimitDecision>
}

function fromLimiters(limiters: Record<AuthRouteName, RateLimiterAbstract>): RouteLimiter {
  return {
    async take(route, client) {
      try {
        await limiters[route].consume(client)
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

function perRoute(create: (route: AuthRouteName) => RateLimiterAbstract) {
  const routes = Object.keys(routeBudgets) as AuthRouteName[]
  return Object.fromEntries(routes.map((route) => [route, create(route)])) as Record<
    AuthRouteName,
    RateLimiterAbstract
  >
}

/** Counters in this process: right for a single server. */
export function createMemoryRouteLimiter(): RouteLimiter {
  return fromLimiters(
    perRoute(
      (route) =>
        new RateLimiterMemory({
          keyPrefix: `plaza-auth-${route}`,
          points: routeBudgets[route].points,
          duration: routeBudgets[route].durationSeconds,
        }),
    ),
  )
}

/** Counters in Redis, shared by every instance, so a client cannot spread its requests over them. */
export function createRedisRouteLimiter(redis: Redis): RouteLimiter {
  return fromLimiters(
    perRoute(
      (route) =>
        new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `plaza:auth:limit:${route}`,
          points: routeBudgets[route].points,
          duration: routeBudgets[route].durationSeconds,
        }),
    ),
  )
}
