import { chains } from './chains'
import { type RpcUrlMap, toRpcUrlMap } from './rpcUrls'

// The local chains and their manifest, defined here once: the chains command (scripts/chains)
// starts each chain on its port and writes the manifest, the app reads it.

/** Where `scripts/dev-chains` writes the addresses of the local nodes. */
export const localChainsManifestPath = '.dev-chains/manifest.json'

/** @internal The manifest's shape, written by the chains command (scripts/chains/cli.ts). */
export type LocalChainsManifest = {
  chains: readonly { id: number; name: string; rpcUrl: string; port: number }[]
}

/** The manifest's node addresses by chain id, checked. */
export function rpcUrlsFromManifest(manifest: unknown): RpcUrlMap {
  const chains = (manifest as Partial<LocalChainsManifest> | null)?.chains
  const entries = Array.isArray(chains) ? chains.map((chain) => [chain?.id, chain?.rpcUrl]) : null
  return toRpcUrlMap(entries ? Object.fromEntries(entries) : manifest, localChainsManifestPath)
}

/**
 * Anvil's customary port, where the first chain listens unless told otherwise.
 * @internal Exported for the chains command (scripts/chains/cli.ts).
 */
export const defaultLocalBasePort = 8545

/**
 * Each chain's local port: chain n of the app's list (./chains.ts) on base port + n.
 * @internal Exported for the chains command (scripts/chains/cli.ts) and the tests' fixtures.
 */
export function localChainPorts(basePort = defaultLocalBasePort) {
  return chains.map((chain, index) => ({ id: chain.id, name: chain.name, port: basePort + index }))
}

/** The local nodes' addresses when no manifest is written yet (the default ports). */
export function defaultLocalRpcUrls(): RpcUrlMap {
  return Object.fromEntries(
    localChainPorts().map((chain) => [chain.id, `http://127.0.0.1:${chain.port}`]),
  )
}
