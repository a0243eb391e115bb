import { InvalidRedisUrlError } from '../../errors/auth'
import { type AppOrigin, resolveAppOrigin } from './appOrigin'
import type { AuthEnv } from './authEnvironment'
import { trustedProxyHops } from './clientAddress'
import { serverRpcUrls } from './serverVerifiers'
import { resolveSessionPasswords, type SessionPasswords } from './sessionSecret'

/** Everything the sign-in routes read from the environment, checked; fails closed when incomplete. */
export type AuthSettings = {
  appOrigin: AppOrigin
  sessionPasswords: SessionPasswords
  /** Shared store and rate limits in Redis; in process memory when unset. */
  redisUrl: string | undefined
  trustedProxyHops: number
  nodeUrls: Record<number, string>
}

export function resolveAuthSettings(env: AuthEnv = process.env): AuthSettings {
  return {
    appOrigin: resolveAppOrigin(env),
    sessionPasswords: resolveSessionPasswords(env),
    redisUrl: checkRedisUrl(env.REDIS_URL),
    trustedProxyHops: trustedProxyHops(env.PLAZA_TRUSTED_PROXY_HOPS),
    nodeUrls: serverRpcUrls(env),
  }
}

function checkRedisUrl(value: string | undefined) {
  if (!value) return undefined
  try {
    const { protocol } = new URL(value)
    if (protocol === 'redis:' || protocol === 'rediss:') return value
  } catch {}
  throw new InvalidRedisUrlError()
}
