import { existsSync, readFileSync } from 'node:fs'
import type { NextConfig } from 'next'
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants'
import {
  defaultLocalRpcUrls,
  localChainsManifestPath,
  rpcUrlsFromManifest,
} from './src/config/localChainsManifest'
import { rpcUrlsFromEnv } from './src/config/rpcUrls'

/**
 * The local nodes' addresses, when running locally (dev server, or PLAZA_LOCAL_CHAINS=1):
 * from the manifest `scripts/dev-chains` writes, else the default local ports.
 */
function localRpcUrls(phase: string) {
  const local = phase === PHASE_DEVELOPMENT_SERVER || process.env.PLAZA_LOCAL_CHAINS === '1'
  if (!local) return {}
  if (!existsSync(localChainsManifestPath)) return defaultLocalRpcUrls()
  return rpcUrlsFromManifest(JSON.parse(readFileSync(localChainsManifestPath, 'utf8')))
}

export default function nextConfig(phase: string): NextConfig {
  return {
    reactStrictMode: true,
    productionBrowserSourceMaps: process.env.NEXT_SOURCE_MAPS === '1',
    distDir: process.env.NEXT_DIST_DIR || '.next',
    // `npm test` type-checks the whole project once; test builds may skip it.
    typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
    env: {
      NEXT_PUBLIC_RPC_URLS: JSON.stringify(rpcUrlsFromEnv(process.env)),
      NEXT_PUBLIC_LOCAL_RPC_URLS: JSON.stringify(localRpcUrls(phase)),
      // Always defined, so the build inlines it and drops the mock wallet unless it is '1'.
      NEXT_PUBLIC_MOCK_WALLET: process.env.NEXT_PUBLIC_MOCK_WALLET === '1' ? '1' : '',
    },
  }
}
