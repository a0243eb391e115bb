import { randomBytes } from 'node:crypto'
import { type AppRpcUrls, bundledAppRpcUrls, rpcUrlsFromEnv } from '../../config/rpcUrls'
import {
  AppOriginMissingError,
  InvalidAppOriginError,
  InvalidRedisUrlError,
  InvalidSessionSecretError,
  minSessionSecretLength,
  SessionSecretMissingError,
  SessionSecretTooShortError,
} from '../../errors/auth'
import type { SignInPageProps } from '../client/SignInSetting'

/**
 * What the sign-in server runs with: its fixed limits, and the settings it reads from the
 * environment (this module alone reads it; the app's node addresses come with the build, through
 * src/config/rpcUrls.ts). Each limit is documented in docs/security.md with the attack it bounds.
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

/**
 * The whole body must arrive within this time, whatever its size: a visitor's (about 1 KB)
 * takes well under a second even on a poor mobile link; a client trickling bytes is cut off.
 */
export const bodyDeadlineMs = 10 * 1000

/** How long a refused upload may go on being discarded, so its sender can read the answer. */
export const discardWindowMs = 2 * 1000

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

/** Redis gets a short leash: a request waits at most this long for it, then fails closed. */
export const redisCommandTimeoutMs = 2_000

/** The process environment, or a test's stand-in. */
export type AuthEnv = Readonly<Record<string, string | undefined>>

/** Where the app is served from: what every sign-in message must name. */
export type AppOrigin = {
  /** `https://plaza.example` */
  origin: string
  /** `plaza.example` (with the port when not the scheme's default): the message's domain. */
  host: string
  scheme: 'http' | 'https'
}

/**
 * iron-session's password map: the highest id seals, every id still opens the cookies it sealed
 * (secret rotation without signing everyone out).
 */
export type SessionPasswords = Readonly<Record<string, string>>

/** Everything the sign-in routes read from the environment, checked. */
export type AuthSettings = {
  appOrigin: AppOrigin
  sessionPasswords: SessionPasswords
  /** Shared store and rate limits in Redis; in process memory when unset. */
  redisUrl: string | undefined
  trustedProxyHops: number
  /** Each chain's node for contract-wallet checks: PLAZA_SIWE_RPC_URL_<chainId>, else the app's. */
  nodeUrls: AppRpcUrls
}

/** Sign-in is on only with PLAZA_AUTH=siwe, a setting of the server (no rebuild to turn it on or off). */
function signInEnabled(env: AuthEnv): boolean {
  return env.PLAZA_AUTH === 'siwe'
}

/** For a page's getServerSideProps: whether this server has sign-in on. */
export function signInPageProps(env: AuthEnv = process.env): SignInPageProps {
  return { signIn: signInEnabled(env) ? 'siwe' : null }
}

/**
 * The sign-in server's settings from `env`: undefined when sign-in is off; with it on, every
 * setting checked, and the first that is missing or malformed thrown (fail closed: nothing is
 * sealed or stored with a guess).
 * @internal Exported for the tests, which read an environment of their own.
 */
export function readAuthSettings(env: AuthEnv): AuthSettings | undefined {
  if (!signInEnabled(env)) return undefined
  return {
    appOrigin: readAppOrigin(env),
    sessionPasswords: readSessionPasswords(env),
    redisUrl: readRedisUrl(env.REDIS_URL),
    trustedProxyHops: readTrustedProxyHops(env.PLAZA_TRUSTED_PROXY_HOPS),
    nodeUrls: bundledAppRpcUrls(rpcUrlsFromEnv(env, 'PLAZA_SIWE_RPC_URL_')),
  }
}

/**
 * `read` on the first call, its value or its failure kept for every later call.
 * @internal Exported for its unit test.
 */
export function readOnce<value>(read: () => value): () => value {
  let outcome: { value: value } | { error: unknown } | undefined
  return () => {
    if (!outcome) {
      try {
        outcome = { value: read() }
      } catch (error) {
        outcome = { error }
      }
    }
    if ('error' in outcome) throw outcome.error
    return outcome.value
  }
}

/**
 * The settings of this process, read from its environment on first use and kept: a change
 * takes a restart, as for any server setting. A failure is kept too, so every request fails
 * alike.
 */
export const processAuthSettings = readOnce(() => readAuthSettings(process.env))

/**
 * Only an explicit NODE_ENV=development or test gets development defaults (a random session
 * secret, a localhost origin); anything else (production, staging, unset) must be configured.
 */
function isDevelopmentOrTest(env: AuthEnv): boolean {
  return env.NODE_ENV === 'development' || env.NODE_ENV === 'test'
}

/**
 * APP_ORIGIN, checked; never the request's Host, which a client picks. Development and test
 * default to `http://localhost:<PORT or 3000>`.
 */
function readAppOrigin(env: AuthEnv): AppOrigin {
  const value = env.APP_ORIGIN
  if (value) return parseAppOrigin(value)
  if (!isDevelopmentOrTest(env)) throw new AppOriginMissingError()
  return parseAppOrigin(`http://localhost:${env.PORT || 3000}`)
}

/** @internal Exported for the sign-in test fixtures. */
export function parseAppOrigin(value: string): AppOrigin {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new InvalidAppOriginError({ value })
  }
  const scheme = url.protocol.slice(0, -1)
  const bare = value.replace(/\/$/, '')
  if ((scheme !== 'http' && scheme !== 'https') || bare !== url.origin)
    throw new InvalidAppOriginError({ value })
  return { origin: url.origin, host: url.host, scheme }
}

const developmentSecretKey = Symbol.for('plaza.auth.developmentSessionSecret')

/**
 * A random secret made once per process for development and tests: never a constant someone
 * could read in the source and seal cookies with. Kept on globalThis because Next bundles each
 * API route apart.
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
function readSessionPasswords(env: AuthEnv): SessionPasswords {
  const value = env.SESSION_SECRET
  if (!value) {
    if (!isDevelopmentOrTest(env)) throw new SessionSecretMissingError()
    return { 1: developmentSessionSecret() }
  }
  const rotating = value.trimStart().startsWith('{')
  const passwords = rotating ? parsePasswordMap(value) : { 1: value }
  for (const [id, secret] of Object.entries(passwords))
    if (secret.length < minSessionSecretLength)
      throw new SessionSecretTooShortError({ length: secret.length, id: rotating ? id : undefined })
  return passwords
}

/** A JSON map of numbered secrets (`value` starts with `{`, so it parses to an object or not at all). */
function parsePasswordMap(value: string): Record<string, string> {
  let parsed: object
  try {
    parsed = JSON.parse(value)
  } catch {
    throw new InvalidSessionSecretError()
  }
  const entries = Object.entries(parsed)
  if (
    entries.length === 0 ||
    !entries.every(([id, secret]) => /^[1-9]\d{0,8}$/.test(id) && typeof secret === 'string')
  )
    throw new InvalidSessionSecretError()
  return Object.fromEntries(entries) as Record<string, string>
}

/** REDIS_URL: a redis:// or rediss:// URL, or unset (the store stays in memory). */
function readRedisUrl(value: string | undefined) {
  if (!value) return undefined
  try {
    const { protocol } = new URL(value)
    if (protocol === 'redis:' || protocol === 'rediss:') return value
  } catch {}
  throw new InvalidRedisUrlError()
}

/** PLAZA_TRUSTED_PROXY_HOPS as a count (0 when unset or not a small whole number). */
function readTrustedProxyHops(value: string | undefined): number {
  const hops = Number(value ?? 0)
  return Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : 0
}
