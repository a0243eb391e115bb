import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { AppOrigin } from './appOrigin'
import { nonceTtlMs } from './authLimits'

/**
 * Each nonce is bound to the browser that asked for it: the nonce route gives the browser a
 * random token in an httpOnly cookie and stores only the token's hash with the nonce. A nonce
 * is then of no use to anyone else: another client can neither sign in with it (login CSRF,
 * a phishing site relaying it) nor burn it (issue 16 item 4).
 */
export function bindingCookieName(appOrigin: Pick<AppOrigin, 'scheme'>) {
  return appOrigin.scheme === 'https' ? '__Host-plaza.signin' : 'plaza.signin'
}

const tokenPattern = /^[A-Za-z0-9_-]{43}$/

/** The browser's token from its cookie, if it has a well-formed one. */
export function readBindingToken(req: IncomingMessage, cookieName: string): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const [name, value] = pair.trim().split('=')
    if (name === cookieName && value && tokenPattern.test(value)) return value
  }
  return undefined
}

/** 32 random bytes. */
export function newBindingToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the store keeps: the token's hash, so a read of the store gives no usable token. */
export function bindingOf(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function sameBinding(stored: string, token: string): boolean {
  const expected = Buffer.from(stored, 'hex')
  const actual = Buffer.from(bindingOf(token), 'hex')
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/** The Set-Cookie value: httpOnly, SameSite=Strict, Secure and `__Host-` over https, as long as a nonce. */
export function bindingCookie(appOrigin: Pick<AppOrigin, 'scheme'>, token: string): string {
  const secure = appOrigin.scheme === 'https' ? '; Secure' : ''
  return `${bindingCookieName(appOrigin)}=${token}; Path=/; Max-Age=${nonceTtlMs / 1000}; HttpOnly; SameSite=Strict${secure}`
}

/** 128 random bits as 32 hex characters (EIP-4361: at least 8 alphanumerics). */
export function newNonce(): string {
  return randomBytes(16).toString('hex')
}
