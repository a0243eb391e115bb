import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import {
  type LocalChainsManifest,
  localChainsManifestPath,
} from '../../src/config/localChainsManifest'

/** Writes the node addresses next.config.ts reads (`.dev-chains/manifest.json`). */
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
