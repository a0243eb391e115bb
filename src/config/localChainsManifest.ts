import { type RpcUrlMap, toRpcUrlMap } from './rpcUrls'

/** Where `scripts/dev-chains` writes the addresses of the local nodes. */
export const localChainsManifestPath = '.dev-chains/manifest.json'

export type LocalChainsManifest = {
  chains: readonly { id: number; name: string; rpcUrl: string; port: number }[]
}

/** The manifest's node addresses by chain id, checked. */
export function rpcUrlsFromManifest(manifest: unknown): RpcUrlMap {
  const chains = (manifest as Partial<LocalChainsManifest> | null)?.chains
  const entries = Array.isArray(chains) ? chains.map((chain) => [chain?.id, chain?.rpcUrl]) : null
  return toRpcUrlMap(entries ? Object.fromEntries(entries) : manifest, localChainsManifestPath)
}
