import { type AuthenticationStatus, createAuthenticationAdapter } from '@rainbow-me/rainbowkit'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { appName } from '../../config/appInfo'
import { SignInRequestError, SignInUnexpectedError } from '../../errors/auth'
import { defaultSignInApiBase, type SignInApiSettings, type SignInSessionState } from './signInApi'

/** The line above the fields of the message the wallet shows: the app by its name (CFG-1). */
const signInStatement = () => `Sign in to ${appName()}.`

/** A message is good for five minutes, as long as its nonce. */
const signInMessageTtlMs = 5 * 60 * 1000

export type SiweAdapterSettings = SignInApiSettings & {
  /** Told when verify or sign-out changes the session (with the signed-in account when known). */
  onStatusChange: (status: AuthenticationStatus, session?: SignInSessionState) => void
  /** Told when signing out fails (the visitor stays signed in); RainbowKit does not await signOut. */
  onError?: (error: SignInUnexpectedError) => void
  /** The page's host and origin, which the server checks; default: the window's. */
  location?: Pick<Location, 'host' | 'origin'>
  now?: () => Date
}

/**
 * RainbowKit's sign-in adapter for the app's routes. Each step throws or
 * returns false on failure, so RainbowKit shows the spec's text (ERR-SIWE): verify
 * answers false for a refused signature and throws when the server or the network fails.
 */
export function createSiweAdapter({
  api = defaultSignInApiBase,
  fetch = globalThis.fetch.bind(globalThis),
  onStatusChange,
  onError = () => {},
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
        // EIP-4361: a message without a scheme means https; the server checks it against its own.
        scheme: location.origin.slice(0, location.origin.indexOf(':')),
        domain: location.host,
        uri: location.origin,
        address,
        chainId,
        nonce,
        version: '1',
        statement: signInStatement(),
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
      // The server failed, not the signature: unexpected ('Oops, something went wrong!').
      if (response.status >= 500)
        throw new SignInRequestError({ route: 'verify', status: response.status })
      const { address, chainId } = parseSiweMessage(message)
      if (response.ok && address && chainId !== undefined)
        onStatusChange('authenticated', { authenticated: true, address, chainId })
      else onStatusChange(response.ok ? 'authenticated' : 'unauthenticated')
      return response.ok
    },
    async signOut() {
      // Signed out only once the server has cleared the session: until then the cookie still
      // signs the visitor in, and the app says so (ERR-SIWE's 'Oops, something went wrong!').
      try {
        // JSON like every sign-in POST: the server refuses the simple types a cross-site form can send.
        const response = await fetch(`${api}/logout`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
        if (!response.ok) throw new SignInRequestError({ route: 'logout', status: response.status })
      } catch (cause) {
        onError(new SignInUnexpectedError('logout', { cause }))
        return
      }
      onStatusChange('unauthenticated', { authenticated: false })
    },
  })
}
