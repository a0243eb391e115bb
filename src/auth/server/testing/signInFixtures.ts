import { createSiweMessage } from 'viem/siwe'
import { type AppOrigin, parseAppOrigin } from '../settings'

/** The app the unit tests sign in to. */
export const testAppOrigin = parseAppOrigin('https://plaza.test')

export const testNow = new Date('2026-11-23T04:00:00.000Z')

/**
 * Forgets this process's sign-in backend (authBackend.ts keeps it on globalThis), so the next use
 * makes it anew, as in a server just started: integration files share their worker's process.
 */
export function forgetProcessAuthBackend() {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('plaza.auth.backend')]
}

export type MessageFields = Parameters<typeof createSiweMessage>[0]

/**
 * A message the app's own client would build with `overrides`: for `appOrigin` (its scheme, host
 * and origin), issued at `now` and valid five minutes.
 */
export function appMessage(
  address: `0x${string}`,
  nonce: string,
  overrides: Partial<MessageFields> = {},
  { appOrigin = testAppOrigin, now = testNow }: { appOrigin?: AppOrigin; now?: Date } = {},
) {
  return createSiweMessage({
    scheme: appOrigin.scheme,
    domain: appOrigin.host,
    uri: appOrigin.origin,
    address,
    chainId: 1,
    nonce,
    version: '1',
    statement: 'Sign in to Plaza Social.',
    issuedAt: now,
    expirationTime: new Date(now.getTime() + 5 * 60 * 1000),
    ...overrides,
  })
}
