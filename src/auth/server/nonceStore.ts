import { generateSiweNonce } from 'viem/siwe'

/** A sign-in nonce is good for five minutes, once. */
export const nonceTtlMs = 5 * 60 * 1000

/** Issues nonces and takes each back exactly once while it is fresh. */
export interface NonceStore {
  issue(): string
  /** True when the nonce was issued, is unused and has not expired; it is used up either way. */
  consume(nonce: string): boolean
}

export type MemoryNonceStoreOptions = { ttlMs?: number; now?: () => number }

/** Nonces in process memory: enough for a single-server shell. */
export function createMemoryNonceStore({
  ttlMs = nonceTtlMs,
  now = Date.now,
}: MemoryNonceStoreOptions = {}): NonceStore {
  const expiries = new Map<string, number>()
  const dropExpired = () => {
    const time = now()
    for (const [nonce, expiresAt] of expiries) if (expiresAt <= time) expiries.delete(nonce)
  }
  return {
    issue() {
      dropExpired()
      const nonce = generateSiweNonce()
      expiries.set(nonce, now() + ttlMs)
      return nonce
    },
    consume(nonce) {
      const expiresAt = expiries.get(nonce)
      expiries.delete(nonce)
      return expiresAt !== undefined && expiresAt > now()
    },
  }
}

const sharedKey = Symbol.for('plaza.auth.nonceStore')

/**
 * One store for every API route: Next bundles each route apart, so a module
 * variable would give the nonce and verify routes different stores.
 */
export function sharedNonceStore(): NonceStore {
  const holder = globalThis as { [sharedKey]?: NonceStore }
  holder[sharedKey] ??= createMemoryNonceStore()
  return holder[sharedKey]
}
