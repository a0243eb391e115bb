import type { Address, Hex } from 'viem'
import { parseSiweMessage, type VerifySiweMessageParameters } from 'viem/siwe'
import { SignInRejectedError } from '../../errors/auth'
import type { NonceStore } from './nonceStore'

/** The part of a viem public client that checks a signed message against the node. */
export type SiweVerifier = {
  verifySiweMessage(parameters: VerifySiweMessageParameters): Promise<boolean>
}

export type VerifySignInParameters = {
  message: string
  signature: Hex
  /** The host the app is served from (the request's Host): the message must name it. */
  domain: string
  nonceStore: NonceStore
  /** The node client of a configured chain, or undefined for any other chain. */
  verifierFor: (chainId: number) => SiweVerifier | undefined
  now?: Date
}

export type SignedInAccount = { address: Address; chainId: number }

/**
 * Checks an EIP-4361 sign-in: well formed, this domain and origin, a configured
 * chain, in its validity window, a fresh unused nonce, and a signature the
 * chain's node accepts (so smart-contract wallets verify too, ERC-1271/6492).
 * Every attempt uses up the nonce it names.
 */
export async function verifySignIn({
  message,
  signature,
  domain,
  nonceStore,
  verifierFor,
  now = new Date(),
}: VerifySignInParameters): Promise<SignedInAccount> {
  const fields = parseSiweMessage(message)
  const { address, chainId, nonce, uri } = fields
  if (!address || !chainId || !nonce || !uri || !fields.domain || fields.version !== '1')
    throw new SignInRejectedError('malformed')
  const nonceWasFresh = nonceStore.consume(nonce)

  if (fields.domain !== domain) throw new SignInRejectedError('domain')
  if (hostOf(uri) !== domain) throw new SignInRejectedError('uri')
  const verifier = verifierFor(chainId)
  if (!verifier) throw new SignInRejectedError('chain')
  if (fields.expirationTime && !(now < fields.expirationTime))
    throw new SignInRejectedError('expired')
  if (fields.notBefore && !(now >= fields.notBefore)) throw new SignInRejectedError('expired')
  if (!nonceWasFresh) throw new SignInRejectedError('nonce')

  let valid: boolean
  try {
    valid = await verifier.verifySiweMessage({ message, signature, domain, nonce, time: now })
  } catch (cause) {
    throw new SignInRejectedError('signature', { cause })
  }
  if (!valid) throw new SignInRejectedError('signature')
  return { address, chainId }
}

function hostOf(uri: string) {
  try {
    return new URL(uri).host
  } catch {
    return undefined
  }
}
