import { randomBytes } from 'node:crypto'
import {
  InvalidSessionSecretError,
  minSessionSecretLength,
  SessionSecretMissingError,
  SessionSecretTooShortError,
} from '../../errors/auth'
import { type AuthEnv, isDevelopmentOrTest } from './authEnvironment'

/**
 * iron-session's password map: the highest id seals, every id still opens the cookies it sealed
 * (secret rotation without signing everyone out).
 */
export type SessionPasswords = Readonly<Record<string, string>>

const developmentSecretKey = Symbol.for('plaza.auth.developmentSessionSecret')

/**
 * A random secret made once per process for development and tests: never a constant someone
 * could read in the source and seal cookies with (issue 16 item 3). Kept on globalThis because
 * Next bundles each API route apart.
 * @internal Exported for its unit test.
 */
export function developmentSessionSecret(): string {
  const holder = globalThis as { [developmentSecretKey]?: string }
  holder[developmentSecretKey] ??= randomBytes(32).toString('base64url')
  return holder[developmentSecretKey]
}

/**
 * SESSION_SECRET as iron-session's password map: one secret (id 1), or a JSON map of numbered
 * secrets for rotation, `{"2":"<new>","1":"<old>"}`. Unset only with NODE_ENV=development or test.
 */
export function resolveSessionPasswords(env: AuthEnv = process.env): SessionPasswords {
  const value = env.SESSION_SECRET
  if (!value) {
    if (!isDevelopmentOrTest(env)) throw new SessionSecretMissingError()
    return { 1: developmentSessionSecret() }
  }
  const passwords = value.trimStart().startsWith('{') ? parsePasswordMap(value) : { 1: value }
  for (const [id, secret] of Object.entries(passwords))
    if (secret.length < minSessionSecretLength)
      throw new SessionSecretTooShortError({
        length: secret.length,
        id: value.trimStart().startsWith('{') ? id : undefined,
      })
  return passwords
}

function parsePasswordMap(value: string): Record<string, string> {
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    throw new InvalidSessionSecretError()
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new InvalidSessionSecretError()
  const entries = Object.entries(parsed)
  if (
    entries.length === 0 ||
    !entries.every(([id, secret]) => /^[1-9]\d{0,8}$/.test(id) && typeof secret === 'string')
  )
    throw new InvalidSessionSecretError()
  return Object.fromEntries(entries) as Record<string, string>
}
