import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** 128 random bits as 32 hex characters (EIP-4361: at least 8 alphanumerics). */
export function newNonce(): string {
  return randomBytes(16).toString('hex')
}

/**
 * Each nonce is bound to the browser that asked for it: the nonce route gives the browser a
 * random token (32 bytes, in an httpOnly cookie) and stores only the token's hash with the
 * nonce. A nonce is then of no use to anyone else: another client can neither sign in with it
 * (login CSRF, a phishing site relaying it) nor burn it.
 */
export function newBindingToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the store keeps: the token's hash, so a read of the store gives no usable token. */
export function bindingOf(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function sameBinding(stored: string, token: string): boolean {
  const expected = Buffer.from(stored, 'hex')
  const actual = Buffer.from(bindingOf(token), 'hex')
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
