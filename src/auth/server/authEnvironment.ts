/** The process environment as the sign-in server reads it, per request. */
export type AuthEnv = Readonly<Record<string, string | undefined>>

/** Sign-in is on only with PLAZA_AUTH=siwe, read at request time (no rebuild to turn it on or off). */
export function signInEnabled(env: AuthEnv = process.env): boolean {
  return env.PLAZA_AUTH === 'siwe'
}

/**
 * Only an explicit NODE_ENV=development or test gets development defaults (a random session
 * secret, a localhost origin); anything else (production, staging, unset) must be configured.
 */
export function isDevelopmentOrTest(env: AuthEnv): boolean {
  return env.NODE_ENV === 'development' || env.NODE_ENV === 'test'
}
