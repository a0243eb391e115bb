import type { IncomingMessage, ServerResponse } from 'node:http'
import { getIronSession, type IronSession, type SessionOptions } from 'iron-session'
import type { Address } from 'viem'
import {
  type AppOrigin,
  type AuthSettings,
  nonceTtlMs,
  type SessionPasswords,
  sessionTtlSeconds,
} from './settings'
import type { AuthStore } from './store'

/** What the sealed session cookie holds once the visitor has signed in. */
type SignInSession = {
  /** Random per sign-in: logout revokes it server-side, so a copied cookie dies too. */
  id?: string
  address?: Address
  chainId?: number
  /** Epoch milliseconds. */
  issuedAt?: number
}

/**
 * iron-session settings: httpOnly, SameSite=Lax, Secure whenever the app is served over https,
 * and then named `__Host-`, so no sibling subdomain or plain-http page can set or shadow it
 * (browsers accept `__Host-` only with Secure, Path=/ and no Domain).
 */
function sessionOptions(
  passwords: SessionPasswords,
  appOrigin: Pick<AppOrigin, 'scheme'>,
): SessionOptions {
  const https = appOrigin.scheme === 'https'
  return {
    password: passwords as Record<string, string>,
    cookieName: https ? '__Host-plaza.session' : 'plaza.session',
    ttl: sessionTtlSeconds,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure: https, path: '/' },
  }
}

export function openSession(req: IncomingMessage, res: ServerResponse, settings: AuthSettings) {
  const options = sessionOptions(settings.sessionPasswords, settings.appOrigin)
  return getIronSession<SignInSession>(req, res, options)
}

/** Revokes the session the cookie holds, if any, until it would have expired anyway. */
export async function revoke(session: IronSession<SignInSession>, store: AuthStore, now: Date) {
  if (!session.id) return
  const expiresAt = (session.issuedAt ?? now.getTime()) + sessionTtlSeconds * 1000
  await store.revokeSession(session.id, Math.max(1, expiresAt - now.getTime()))
}

/** The binding token's cookie: `__Host-` over https, like the session's. */
function bindingCookieName(appOrigin: Pick<AppOrigin, 'scheme'>) {
  return appOrigin.scheme === 'https' ? '__Host-plaza.signin' : 'plaza.signin'
}

const tokenPattern = /^[A-Za-z0-9_-]{43}$/

/** The browser's binding token from its cookie, if it has a well-formed one. */
export function readBindingToken(req: IncomingMessage, appOrigin: AppOrigin): string | undefined {
  const cookieName = bindingCookieName(appOrigin)
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const [name, value] = pair.trim().split('=')
    if (name === cookieName && value && tokenPattern.test(value)) return value
  }
  return undefined
}

/** The Set-Cookie value: httpOnly, SameSite=Strict, Secure and `__Host-` over https, as long as a nonce. */
export function bindingCookie(appOrigin: Pick<AppOrigin, 'scheme'>, token: string): string {
  const secure = appOrigin.scheme === 'https' ? '; Secure' : ''
  return `${bindingCookieName(appOrigin)}=${token}; Path=/; Max-Age=${nonceTtlMs / 1000}; HttpOnly; SameSite=Strict${secure}`
}
