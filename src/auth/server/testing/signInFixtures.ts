import { createSiweMessage } from 'viem/siwe'
import { parseAppOrigin } from '../settings'

/** The app the unit tests sign in to. */
export const testAppOrigin = parseAppOrigin('https://plaza.test')

export const testNow = new Date('2026-11-23T04:00:00.000Z')

export type MessageFields = Parameters<typeof createSiweMessage>[0]

/** A message the app's own client would build now, with `overrides`. */
export function appMessage(
  address: `0x${string}`,
  nonce: string,
  overrides: Partial<MessageFields> = {},
) {
  return createSiweMessage({
    scheme: 'https',
    domain: testAppOrigin.host,
    uri: testAppOrigin.origin,
    address,
    chainId: 1,
    nonce,
    version: '1',
    statement: 'Sign in to Plaza Social.',
    issuedAt: testNow,
    expirationTime: new Date(testNow.getTime() + 5 * 60 * 1000),
    ...overrides,
  })
}
