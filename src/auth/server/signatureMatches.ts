import { type Address, type Hex, isAddressEqual, recoverMessageAddress } from 'viem'
import { SignatureCheckUnavailableError } from '../../errors/auth'

/** The part of a viem public client that checks a signature with the chain's node (ERC-1271/6492). */
export type SignatureVerifier = {
  verifyMessage(parameters: { address: Address; message: string; signature: Hex }): Promise<boolean>
}

type SignatureCheck = {
  address: Address
  message: string
  signature: Hex
  chainId: number
  /** The chain's node, for contract wallets; undefined when the server has none. */
  verifier: SignatureVerifier | undefined
}

/**
 * Whether `address` signed `message`: an ordinary (ECDSA) signature is recovered locally, with no
 * node call; only a signature that does not recover to the address (a contract wallet's,
 * ERC-1271, or one not deployed yet, ERC-6492) goes to the chain's node. A node that fails
 * throws SignatureCheckUnavailableError (the visitor may retry), never a silent 'invalid'.
 */
export async function signatureMatches({
  address,
  message,
  signature,
  chainId,
  verifier,
}: SignatureCheck): Promise<boolean> {
  if (await recoversTo(address, message, signature)) return true
  if (!verifier) return false
  try {
    return await verifier.verifyMessage({ address, message, signature })
  } catch (cause) {
    throw new SignatureCheckUnavailableError({ chainId, cause })
  }
}

async function recoversTo(address: Address, message: string, signature: Hex) {
  // 65 bytes (r, s, v), the only form viem recovers; anything else is not an ordinary signature.
  if (signature.length !== 132) return false
  try {
    return isAddressEqual(await recoverMessageAddress({ message, signature }), address)
  } catch {
    return false
  }
}
