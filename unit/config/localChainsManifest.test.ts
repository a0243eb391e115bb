import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { localHost } from '@plaza-social/test/anvil'
import { localChainList } from '@plaza-social/test/chains'
import {
  writeManifest,
  defaultLocalBasePort as writtenDefaultBasePort,
  localChainsManifestPath as writtenManifestPath,
} from '@plaza-social/test/manifest'
import { chains as appChains } from '../../src/config/chains'
import {
  defaultLocalBasePort,
  defaultLocalRpcUrls,
  localChainsManifestPath,
  rpcUrlsFromManifest,
} from '../../src/config/localChainsManifest'

// The local chains' manifest is a contract between the test infrastructure, which writes it
// (packages/test/src/manifest.ts), and the app, which reads it (src/config/localChainsManifest.ts).
// Each side defines it; these tests fail when the two drift apart.

describe('CALL-2: the local chains manifest, as the chains command writes it and the app reads it', () => {
  test('CALL-2: both sides name the same file and the same default ports', () => {
    expect(localChainsManifestPath).toBe(writtenManifestPath)
    expect(defaultLocalBasePort).toBe(writtenDefaultBasePort)
  })

  test('CALL-2: the app reads every chain`s node address from a written manifest', async () => {
    const basePort = 21_000
    const started = localChainList.map((chain, index) => ({
      ...chain,
      rpcUrl: `http://${localHost}:${basePort + index}`,
      port: basePort + index,
    }))
    const path = join(mkdtempSync(join(tmpdir(), 'manifest-contract-')), 'manifest.json')
    await writeManifest(started, path)
    expect(rpcUrlsFromManifest(JSON.parse(readFileSync(path, 'utf8')))).toEqual(
      Object.fromEntries(started.map((chain) => [chain.id, chain.rpcUrl])),
    )
  })

  test('CALL-2: without a manifest the app looks where the chains start by default', () => {
    // Chain n of the spec order on base port + n, on both sides: the same chains in the same order.
    expect(appChains.map((chain) => chain.id)).toEqual(localChainList.map((chain) => chain.id))
    expect(defaultLocalRpcUrls()).toEqual(
      Object.fromEntries(
        localChainList.map((chain, index) => [
          chain.id,
          `http://${localHost}:${writtenDefaultBasePort + index}`,
        ]),
      ),
    )
  })
})
