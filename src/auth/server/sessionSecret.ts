import {
  minSessionSecretLength,
  SessionSecretMissingError,
  SessionSecretTooShortError,
} from '../../errors/auth'

/**
 * The fixed secret used outside production when SESSION_SECRET is unset, so
 * `next dev` and tests work without setup. Never used in production.
 */
export const developmentSessionSecret = 'plaza-social-development-session-secret-not-for-production'

type SecretEnv = { SESSION_SECRET?: string; NODE_ENV?: string }

/** SESSION_SECRET, checked; the development default only outside production. */
export function resolveSessionSecret(env: SecretEnv = process.env): string {
  const secret = env.SESSION_SECRET
  if (!secret) {
    if (env.NODE_ENV === 'production') throw new SessionSecretMissingError()
    return developmentSessionSecret
  }
  if (secret.length < minSessionSecretLength)
    throw new SessionSecretTooShortError({ length: secret.length })
  return secret
}
