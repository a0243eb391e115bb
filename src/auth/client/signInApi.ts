/** Where the sign-in API routes live (pages/api/auth/). */
export const defaultSignInApiBase = '/api/auth'

/** The session route's answer. */
export type SignInSessionState =
  | { authenticated: true; address: `0x${string}`; chainId: number }
  | { authenticated: false }

export type SignInApiSettings = {
  /** Base path of the routes; default '/api/auth'. */
  api?: string
  /** The fetch to call them with; tests and stories pass their own. */
  fetch?: typeof globalThis.fetch
}
