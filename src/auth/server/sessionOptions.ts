import type { SessionOptions } from 'iron-session'
import { resolveSessionSecret } from './sessionSecret'

export const sessionCookieName = 'plaza.session'

/** A signed-in session lasts a day (iron-session's ttl is in seconds). */
export const sessionTtlSeconds = 24 * 60 * 60

/** What the sealed cookie holds once the visitor has signed in. */
export type SignInSession = { address?: `0x${string}`; chainId?: number }

type SessionEnv = { SESSION_SECRET?: string; NODE_ENV?: string }

/** iron-session settings: httpOnly, SameSite=Lax, Secure in production. */
export function createSessionOptions(env: SessionEnv = process.env): SessionOptions {
  return {
    password: resolveSessionSecret(env),
    cookieName: sessionCookieName,
    ttl: sessionTtlSeconds,
    cookieOptions: {
      httpOnly: true,
      sameSite: 'lax',
      secure: env.NODE_ENV === 'production',
      path: '/',
    },
  }
}
