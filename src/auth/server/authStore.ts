/**
 * Server-side sign-in state: live nonces (each bound to the browser that asked for it) and
 * revoked sessions. In process memory by default; in Redis when REDIS_URL is set, so several
 * instances (or serverless functions) share it.
 */
export interface AuthStore {
  /** Keeps `nonce` for `ttlMs`, bound to `binding` (a hash of the asking browser's token). */
  saveNonce(nonce: string, binding: string, ttlMs: number): Promise<void>
  /** The binding of a live nonce; undefined when unknown, used or expired. */
  nonceBinding(nonce: string): Promise<string | undefined>
  /** Uses up a live nonce: true for exactly one caller, however many race for it. */
  takeNonce(nonce: string): Promise<boolean>
  /** Refuses session `sessionId` from now on; `ttlMs`: until the session would have expired anyway. */
  revokeSession(sessionId: string, ttlMs: number): Promise<void>
  /** Whether a session (sealed at `issuedAt`, epoch ms) was revoked. */
  isSessionRevoked(sessionId: string, issuedAt: number): Promise<boolean>
}
