import type { Address } from 'viem'
import { createSiweMessage, parseSiweMessage, type SiweMessage } from 'viem/siwe'
import { chains } from '../../config/chains'
import { SignInRejectedError } from '../../errors/auth'
import {
  type AppOrigin,
  clockSkewMs,
  maxMessageLength,
  maxMessageLifetimeMs,
  nonceTtlMs,
} from './settings'

export type SignInMessageExpectations = {
  appOrigin: AppOrigin
  /** Whether the app serves this chain. */
  isConfiguredChain: (chainId: number) => boolean
  now: Date
}

type SignInMessage = { address: Address; chainId: number; nonce: string }

/**
 * Reads an EIP-4361 message and checks everything but the nonce and the signature, before any
 * store or node is asked: at most `maxMessageLength` characters (viem's parser is quadratic);
 * in canonical form; this app's domain and scheme (EIP-4361: no scheme means https), a URI on
 * this app's origin, a configured chain, issued within the nonce's life, and an expirationTime
 * no later than allowed.
 */
export function readSignInMessage(
  message: string,
  { appOrigin, isConfiguredChain, now }: SignInMessageExpectations,
): SignInMessage {
  if (message.length > maxMessageLength) throw new SignInRejectedError('too-large')
  const fields = canonicalFields(message)
  if (!fields?.issuedAt) throw new SignInRejectedError('malformed')
  const { address, chainId, domain, nonce, uri, issuedAt, expirationTime, notBefore } = fields

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
  if (notBefore && notBefore.getTime() > time) throw new SignInRejectedError('expired')
  return { address, chainId, nonce }
}

/**
 * The message's fields if it is in canonical form: re-created from them (viem's
 * createSiweMessage, which requires an address, chain id, domain, nonce, URI and version 1) it
 * is the same text, so no field is missing, doubled, hidden after the end or written two ways,
 * and the address is EIP-55 checksummed.
 */
function canonicalFields(message: string): SiweMessage | undefined {
  const fields = parseSiweMessage(message) as SiweMessage
  try {
    return createSiweMessage(fields) === message ? fields : undefined
  } catch {
    return undefined // a field missing, or an invalid date, address or URI
  }
}

function originOf(uri: string) {
  try {
    return new URL(uri).origin
  } catch {
    return undefined
  }
}

export function isConfiguredChain(chainId: number) {
  return chains.some((chain) => chain.id === chainId)
}
