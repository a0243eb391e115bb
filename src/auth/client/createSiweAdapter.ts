import { type AuthenticationStatus, createAuthenticationAdapter } from '@rainbow-me/rainbowkit'
import { createSiweMessage } from 'viem/siwe'
import { SignInRequestError } from '../../errors/auth'
import { defaultSignInApiBase, type SignInApiSettings } from './signInApi'

/** The line above the fields of the message the wallet shows. */
export const signInStatement = 'Sign in to Plaza Social.'

/** A message is good for five minutes, as long as its nonce. */
export const signInMessageTtlMs = 5 * 60 * 1000

export type SiweAdapterSettings = SignInApiSettings & {
  /** Told when verify or sign-out changes the session. */
  onStatusChange: (status: AuthenticationStatus) => void
  /** The page's host and origin, which the server checks; default: the window's. */
  location?: Pick<Location, 'host' | 'origin'>
  now?: () => Date
}

/**
 * RainbowKit's sign-in adapter for the app's routes. Each step throws or
 * returns false on failure, so RainbowKit shows the spec's text (ERR-SIWE).
 */
export function createSiweAdapter({
  api = defaultSignInApiBase,
  fetch = globalThis.fetch.bind(globalThis),
  onStatusChange,
  location = globalThis.location,
  now = () => new Date(),
}: SiweAdapterSettings) {
  return createAuthenticationAdapter<string>({
    async getNonce() {
      const response = await fetch(`${api}/nonce`, { cache: 'no-store' })
      if (!response.ok) throw new SignInRequestError({ route: 'nonce', status: response.status })
      const { nonce } = (await response.json()) as { nonce?: unknown }
      if (typeof nonce !== 'string') throw new SignInRequestError({ route: 'nonce' })
      return nonce
    },
    createMessage({ nonce, address, chainId }) {
      const issuedAt = now()
      return createSiweMessage({
        domain: location.host,
        uri: location.origin,
        address,
        chainId,
        nonce,
        version: '1',
        statement: signInStatement,
        issuedAt,
        expirationTime: new Date(issuedAt.getTime() + signInMessageTtlMs),
      })
    },
    async verify({ message, signature }) {
      const response = await fetch(`${api}/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message, signature }),
      })
      onStatusChange(response.ok ? 'authenticated' : 'unauthenticated')
      return response.ok
    },
    async signOut() {
      // The visitor is signed out here whatever the server says; the cookie expires anyway.
      onStatusChange('unauthenticated')
      await fetch(`${api}/logout`, { method: 'POST' }).catch(() => undefined)
    },
  })
}
