import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

// The manifest is a contract with the app, which reads it (src/config/localChainsManifest.ts).
// Each side defines it; unit/config/localChainsManifest.test.ts checks that they agree.

/** Where the chains command writes the addresses of the local nodes, from the project root. */
export const localChainsManifestPath = '.dev-chains/manifest.json'

/** Anvil's customary port: chain n of the spec order listens on 8545 + n unless told otherwise. */
export const defaultLocalBasePort = 8545

export type LocalChainsManifest = {
  chains: readonly { id: number; name: string; rpcUrl: string; port: number }[]
}

/** Writes the node addresses the app reads (`.dev-chains/manifest.json`). */
export async function writeManifest(
  chains: LocalChainsManifest['chains'],
  path: string = localChainsManifestPath,
): Promise<string> {
  const manifest: LocalChainsManifest = {
    chains: chains.map(({ id, name, rpcUrl, port }) => ({ id, name, rpcUrl, port })),
  }
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, `${JSON.stringify(manifest, null, 2)}\n`)
  return path
}
