import { InvalidRpcUrlError, InvalidRpcUrlMapError } from '../errors/config'

/** Node addresses by chain id. */
export type RpcUrlMap = Readonly<Record<number, string>>

const rpcUrlPattern = /^(https?|wss?):\/\//i

export function isWebSocketUrl(url: string) {
  return /^wss?:\/\//i.test(url)
}

/** Checks a chain-id-to-URL object; `source` names where it came from in errors. */
export function toRpcUrlMap(value: unknown, source: string): RpcUrlMap {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new InvalidRpcUrlMapError({ source })
  const map: Record<number, string> = {}
  for (const [chainId, url] of Object.entries(value)) {
    if (!/^\d+$/.test(chainId) || typeof url !== 'string' || !rpcUrlPattern.test(url))
      throw new InvalidRpcUrlError({ source, chainId, url })
    map[Number(chainId)] = url
  }
  return map
}

/** Parses the JSON that next.config.ts puts into the client bundle. */
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

/** Collects `NEXT_PUBLIC_RPC_URL_<chainId>` variables from an environment. */
export function rpcUrlsFromEnv(env: Record<string, string | undefined>): RpcUrlMap {
  const found: Record<string, string> = {}
  for (const [key, url] of Object.entries(env)) {
    const match = /^NEXT_PUBLIC_RPC_URL_(\d+)$/.exec(key)
    if (match?.[1] && url) found[match[1]] = url
  }
  return toRpcUrlMap(found, 'NEXT_PUBLIC_RPC_URL_<chainId>')
}

type ChainWithDefaultRpc = { id: number; rpcUrls: { default: { http: readonly string[] } } }

/**
 * A chain's node address: its environment variable first, else the local
 * chains' manifest, else the chain's public default.
 */
export function resolveRpcUrl(
  chain: ChainWithDefaultRpc,
  sources: { env?: RpcUrlMap; local?: RpcUrlMap } = {},
): string {
  const url = sources.env?.[chain.id] ?? sources.local?.[chain.id] ?? chain.rpcUrls.default.http[0]
  if (!url) throw new InvalidRpcUrlError({ source: 'viem/chains', chainId: String(chain.id), url })
  return url
}
