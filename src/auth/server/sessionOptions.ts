import type { SessionOptions } from 'iron-session'
import type { Address } from 'viem'
import type { AppOrigin } from './appOrigin'
import { sessionTtlSeconds } from './authLimits'
import type { SessionPasswords } from './sessionSecret'

/**
 * The session cookie's name: `__Host-` over https, so no sibling subdomain or plain-http page
 * can set or shadow it (browsers accept `__Host-` only with Secure, Path=/ and no Domain).
 * @internal Exported for its unit test.
 */
export function sessionCookieName(appOrigin: Pick<AppOrigin, 'scheme'>) {
  return appOrigin.scheme === 'https' ? '__Host-plaza.session' : 'plaza.session'
}

/** What the sealed cookie holds once the visitor has signed in. */
export type SignInSession = {
  /** Random per sign-in: logout revokes it server-side, so a copied cookie dies too. */
  id?: string
  address?: Address
  chainId?: number
  /** Epoch milliseconds. */
  issuedAt?: number
}

/** iron-session settings: httpOnly, SameSite=Lax, Secure whenever the app is served over https. */
export function createSessionOptions({
  passwords,
  appOrigin,
}: {
  passwords: SessionPasswords
  appOrigin: Pick<AppOrigin, 'scheme'>
}): SessionOptions {
  return {
    password: passwords as Record<string, string>,
    cookieName: sessionCookieName(appOrigin),
    ttl: sessionTtlSeconds,
    cookieOptions: {
      httpOnly: true,
      sameSite: 'lax',
      secure: appOrigin.scheme === 'https',
      path: '/',
    },
  }
}
