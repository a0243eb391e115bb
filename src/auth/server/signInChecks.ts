import type { Address, Hex } from 'viem'
import { SignInRejectedError } from '../../errors/auth'
import { sameBinding } from './nonceBinding'
import { type SignatureVerifier, signatureMatches } from './signatureMatches'
import { readSignInMessage, type SignInMessageExpectations } from './signInMessage'
import type { AuthStore } from './store'

export type VerifySignInParameters = SignInMessageExpectations & {
  message: string
  signature: Hex
  /** The browser's binding token (its cookie), or undefined when it has none. */
  bindingToken: string | undefined
  store: AuthStore
  /** The node client of a chain, or undefined when the server has none for it. */
  verifierFor: (chainId: number) => SignatureVerifier | undefined
}

export type SignedInAccount = { address: Address; chainId: number }

/**
 * Checks an EIP-4361 sign-in: the message (readSignInMessage), a live nonce issued to this
 * browser, then the signature. The nonce is used up only by an attempt that passed all of these,
 * so nobody can burn a visitor's nonce, and only one of two racing attempts succeeds.
 */
export async function verifySignIn({
  message,
  signature,
  bindingToken,
  store,
  verifierFor,
  ...expectations
}: VerifySignInParameters): Promise<SignedInAccount> {
  const { address, chainId, nonce } = readSignInMessage(message, expectations)
  const binding = await store.nonceBinding(nonce)
  if (!binding || !bindingToken || !sameBinding(binding, bindingToken))
    throw new SignInRejectedError('nonce')
  const valid = await signatureMatches({
    address,
    message,
    signature,
    chainId,
    verifier: verifierFor(chainId),
  })
  if (!valid) throw new SignInRejectedError('signature')
  if (!(await store.takeNonce(nonce))) throw new SignInRejectedError('nonce')
  return { address, chainId }
}
