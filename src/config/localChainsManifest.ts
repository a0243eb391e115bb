import { chains } from './chains'
import { type RpcUrlMap, toRpcUrlMap } from './rpcUrls'

// The manifest is a contract with the test infrastructure, which writes it (packages/test/src/
// manifest.ts); each side defines it, unit/config/localChainsManifest.test.ts checks they agree.

/** Where `scripts/dev-chains` writes the addresses of the local nodes. */
export const localChainsManifestPath = '.dev-chains/manifest.json'

type LocalChainsManifest = {
  chains: readonly { id: number; name: string; rpcUrl: string; port: number }[]
}

/** The manifest's node addresses by chain id, checked. */
export function rpcUrlsFromManifest(manifest: unknown): RpcUrlMap {
  const chains = (manifest as Partial<LocalChainsManifest> | null)?.chains
  const entries = Array.isArray(chains) ? chains.map((chain) => [chain?.id, chain?.rpcUrl]) : null
  return toRpcUrlMap(entries ? Object.fromEntries(entries) : manifest, localChainsManifestPath)
}

/**
 * The local chains' default port: chain n of the spec order listens on defaultBasePort + n.
 * @internal Exported for its unit test.
 */
export const defaultLocalBasePort = 8545

/** The local nodes' addresses when no manifest is written yet (the default ports). */
export function defaultLocalRpcUrls(basePort = defaultLocalBasePort): RpcUrlMap {
  return Object.fromEntries(
    chains.map((chain, index) => [chain.id, `http://127.0.0.1:${basePort + index}`]),
  )
}
