import { InvalidRpcUrlError, InvalidRpcUrlMapError } from '../errors/config'
import { type AppChain, chains } from './chains'

// Node addresses are checked, parsed and resolved here alone: by next.config.ts at build time
// (which writes them into the build), then from the build by the page, dev wallet and sign-in server.

/** Node addresses by chain id. */
export type RpcUrlMap = Readonly<Record<number, string>>

const protocols = new Set(['http:', 'https:', 'ws:', 'wss:'])

/**
 * Characters that end or split a Content-Security-Policy source (the page's connect-src lists
 * every node's origin) or a header: whitespace, `;` `,` quotes, backslash, controls.
 */
const cspBreakingCharacter = /[\s;,'"\\`<>]/

function breaksCsp(text: string) {
  for (const character of text) {
    const code = character.charCodeAt(0)
    if (code < 0x20 || code === 0x7f || cspBreakingCharacter.test(character)) return true
  }
  return false
}

/** A host the CSP can carry as it is: a name, IPv4 or [IPv6], with an optional port. */
const plainHost = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i

export function isWebSocketUrl(url: string) {
  return /^wss?:\/\//i.test(url)
}

/**
 * Why a node address is refused, or undefined when it is fine: it must parse
 * as a URL (new URL), be http(s):// or ws(s)://, carry no `user:password@` (which would ship in
 * the page's bundle) and nothing that would break the page's CSP.
 */
function rpcUrlProblem(url: unknown): string | undefined {
  if (typeof url !== 'string') return 'is not a string'
  if (breaksCsp(url))
    return 'contains a space, quote, comma, semicolon or control character, which would break the Content-Security-Policy'
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return 'is not a URL'
  }
  if (!protocols.has(parsed.protocol)) return 'is not an http(s):// or ws(s):// URL'
  if (parsed.username || parsed.password)
    return 'carries credentials (user:password@), which would ship in the page to every visitor'
  if (!plainHost.test(parsed.host)) return 'has a host the Content-Security-Policy cannot carry'
  return undefined
}

/**
 * A node address fit for an error message or a log: scheme, host and port, with any path, query
 * or credentials elided (they often hold an API key).
 */
function redactRpcUrl(url: unknown): string {
  if (typeof url !== 'string') return String(typeof url)
  try {
    const parsed = new URL(url)
    const hidden =
      parsed.username ||
      parsed.password ||
      parsed.pathname.length > 1 ||
      parsed.search ||
      parsed.hash
    if (!parsed.host) return `${parsed.protocol}…`
    return `${parsed.protocol}//${breaksCsp(parsed.host) ? '…' : parsed.host}${hidden ? '/…' : ''}`
  } catch {
    return `(${url.length} characters, not shown)`
  }
}

/** Checks a chain-id-to-URL object; `source` names where it came from in errors. */
export function toRpcUrlMap(value: unknown, source: string): RpcUrlMap {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new InvalidRpcUrlMapError({ source })
  const map: Record<number, string> = {}
  for (const [chainId, url] of Object.entries(value)) {
    const problem = /^\d+$/.test(chainId) ? rpcUrlProblem(url) : 'belongs to no chain id'
    if (problem) throw new InvalidRpcUrlError({ source, chainId, url: redactRpcUrl(url), problem })
    map[Number(chainId)] = url as string
  }
  return map
}

/** @internal Parses the JSON next.config.ts puts into the build (exported for its unit test). */
export function parseRpcUrlMap(json: string | undefined, source: string): RpcUrlMap {
  if (!json) return {}
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch (cause) {
    throw new InvalidRpcUrlMapError({ source, cause })
  }
  return toRpcUrlMap(value, source)
}

/**
 * Collects `<prefix><chainId>` variables from an environment: `NEXT_PUBLIC_RPC_URL_` by default
 * (the app's nodes, baked into the build), `PLAZA_SIWE_RPC_URL_` for the sign-in server's own.
 */
export function rpcUrlsFromEnv(
  env: Record<string, string | undefined>,
  prefix = 'NEXT_PUBLIC_RPC_URL_',
): RpcUrlMap {
  const found: Record<string, string> = {}
  for (const [key, url] of Object.entries(env)) {
    if (!key.startsWith(prefix) || !url) continue
    const chainId = key.slice(prefix.length)
    if (/^\d+$/.test(chainId)) found[chainId] = url
  }
  return toRpcUrlMap(found, `${prefix}<chainId>`)
}

type ChainWithDefaultRpc = { id: number; rpcUrls: { default: { http: readonly string[] } } }

/**
 * A chain's node address: its environment variable first, else the local
 * chains' manifest, else the chain's public default.
 * @internal Exported for its unit test.
 */
export function resolveRpcUrl(
  chain: ChainWithDefaultRpc,
  sources: { env?: RpcUrlMap; local?: RpcUrlMap } = {},
): string {
  const url = sources.env?.[chain.id] ?? sources.local?.[chain.id] ?? chain.rpcUrls.default.http[0]
  if (!url)
    throw new InvalidRpcUrlError({
      source: 'viem/chains',
      chainId: String(chain.id),
      url: 'none',
      problem: 'is missing',
    })
  return url
}

/** Where the app's node addresses come from, before each chain's public default. */
export type RpcUrlSources = {
  /** Set by environment variables (highest priority). */
  envRpcUrls?: RpcUrlMap
  /** The local chains' manifest. */
  localRpcUrls?: RpcUrlMap
}

/** The node address of every configured chain, by id. */
export type AppRpcUrls = Record<AppChain['id'], string>

/** Every configured chain's node address, each resolved as resolveRpcUrl says. */
export function resolveRpcUrls({ envRpcUrls: env, localRpcUrls: local }: RpcUrlSources) {
  return Object.fromEntries(
    chains.map((chain) => [chain.id, resolveRpcUrl(chain, { env, local })]),
  ) as AppRpcUrls
}

/**
 * The sources next.config.ts wrote into the build: Next inlines the `NEXT_PUBLIC_` values into
 * the page's bundle and the server's alike, so both read them here.
 */
export function bundledRpcUrls(): RpcUrlSources {
  return {
    envRpcUrls: parseRpcUrlMap(process.env.NEXT_PUBLIC_RPC_URLS, 'NEXT_PUBLIC_RPC_URL_<chainId>'),
    localRpcUrls: parseRpcUrlMap(
      process.env.NEXT_PUBLIC_LOCAL_RPC_URLS,
      'the local chains manifest',
    ),
  }
}

/** This build's node of every chain, `overrides` first where they name one. */
export function bundledAppRpcUrls(overrides: RpcUrlMap = {}): AppRpcUrls {
  const { envRpcUrls, localRpcUrls } = bundledRpcUrls()
  return resolveRpcUrls({ envRpcUrls: { ...envRpcUrls, ...overrides }, localRpcUrls })
}
