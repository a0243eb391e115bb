/**
 * The sign-in server's limits (not spec constants: the spec has none for the server). Each is
 * documented in docs/security.md with the attack it bounds.
 */

/** A nonce is good for five minutes, once. */
export const nonceTtlMs = 5 * 60 * 1000

/** A signed-in session lasts a day (iron-session's ttl is in seconds). */
export const sessionTtlSeconds = 24 * 60 * 60

/**
 * viem's parseSiweMessage takes time quadratic in the length (20 KB: 110 ms), so messages are
 * capped before parsing; the app's own messages are about 400 characters.
 */
export const maxMessageLength = 2048

/** An ERC-6492 signature wraps a factory call around the wallet's own; 3 KB leaves room for passkey wallets. */
export const maxSignatureBytes = 3072

/** The verify route's whole JSON body: message, signature and quoting. */
export const maxBodyBytes = 10 * 1024

/** A message may be issued at most this far in the future (clocks differ). */
export const clockSkewMs = 60 * 1000

/** A message's expirationTime may be at most this long after its issuedAt. */
export const maxMessageLifetimeMs = 10 * 60 * 1000

/** Per-client budgets of each route per minute. */
export const routeBudgets = {
  nonce: { points: 20, durationSeconds: 60 },
  verify: { points: 10, durationSeconds: 60 },
  session: { points: 120, durationSeconds: 60 },
  logout: { points: 20, durationSeconds: 60 },
} as const

export type AuthRouteName = keyof typeof routeBudgets

/** The in-memory store's ceilings: past them the oldest nonce goes, and revocations fail closed. */
export const memoryStoreCapacity = { nonces: 50_000, revokedSessions: 50_000 } as const
