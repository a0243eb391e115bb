import type { Address } from 'viem'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { SignInRejectedError } from '../../errors/auth'
import type { AppOrigin } from './appOrigin'
import { clockSkewMs, maxMessageLength, maxMessageLifetimeMs, nonceTtlMs } from './authLimits'

export type SignInMessageExpectations = {
  appOrigin: AppOrigin
  /** Whether the app serves this chain. */
  isConfiguredChain: (chainId: number) => boolean
  now: Date
}

export type SignInMessage = { address: Address; chainId: number; nonce: string }

/**
 * Reads an EIP-4361 message and checks everything but the nonce and the signature, before any
 * store or node is asked: at most `maxMessageLength` characters (viem's parser is quadratic);
 * in canonical form (re-created from its fields it is the same text, so no field is doubled,
 * hidden after the end or written two ways, and the address is EIP-55 checksummed); this app's
 * domain and scheme (EIP-4361: no scheme means https), a URI on this app's origin, a configured
 * chain, issued within the nonce's life, and an expirationTime no later than allowed.
 */
export function readSignInMessage(
  message: string,
  { appOrigin, isConfiguredChain, now }: SignInMessageExpectations,
): SignInMessage {
  if (message.length > maxMessageLength) throw new SignInRejectedError('too-large')
  const fields = parseSiweMessage(message)
  const { address, chainId, domain, nonce, uri, version, issuedAt, expirationTime } = fields
  if (!address || !chainId || !domain || !nonce || !uri || version !== '1' || !issuedAt)
    throw new SignInRejectedError('malformed')
  if (!isCanonical(message, fields)) throw new SignInRejectedError('malformed')

  if (domain !== appOrigin.host || (fields.scheme ?? 'https') !== appOrigin.scheme)
    throw new SignInRejectedError('domain')
  if (originOf(uri) !== appOrigin.origin) throw new SignInRejectedError('uri')
  if (!isConfiguredChain(chainId)) throw new SignInRejectedError('chain')

  const time = now.getTime()
  const issued = issuedAt.getTime()
  if (issued > time + clockSkewMs || issued < time - nonceTtlMs - clockSkewMs)
    throw new SignInRejectedError('expired')
  const expires = expirationTime?.getTime()
  if (expires === undefined || expires <= time || expires > issued + maxMessageLifetimeMs)
    throw new SignInRejectedError('expired')
  if (fields.notBefore && fields.notBefore.getTime() > time)
    throw new SignInRejectedError('expired')
  return { address, chainId, nonce }
}

function isCanonical(message: string, fields: ReturnType<typeof parseSiweMessage>) {
  try {
    return createSiweMessage(fields as Parameters<typeof createSiweMessage>[0]) === message
  } catch {
    return false // an invalid date, address or URI in a field
  }
}

function originOf(uri: string) {
  try {
    return new URL(uri).origin
  } catch {
    return undefined
  }
}
