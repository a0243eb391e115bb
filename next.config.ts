import { existsSync, readFileSync } from 'node:fs'
import type { NextConfig } from 'next'
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants'
import { chains } from './src/config/chains'
import {
  defaultLocalRpcUrls,
  localChainsManifestPath,
  rpcUrlsFromManifest,
} from './src/config/localChainsManifest'
import { resolveRpcUrl, rpcUrlsFromEnv } from './src/config/rpcUrls'
import { securityHeaders } from './src/config/securityHeaders'

/**
 * The local nodes' addresses, when running locally (dev server, or PLAZA_LOCAL_CHAINS=1):
 * from the manifest `scripts/dev-chains` writes (PLAZA_LOCAL_CHAINS_MANIFEST overrides its path),
 * else the default local ports.
 */
function localRpcUrls(phase: string) {
  const local = phase === PHASE_DEVELOPMENT_SERVER || process.env.PLAZA_LOCAL_CHAINS === '1'
  if (!local) return {}
  const manifest = process.env.PLAZA_LOCAL_CHAINS_MANIFEST ?? localChainsManifestPath
  if (!existsSync(manifest)) return defaultLocalRpcUrls()
  return rpcUrlsFromManifest(JSON.parse(readFileSync(manifest, 'utf8')))
}

export default function nextConfig(phase: string): NextConfig {
  const envRpcUrls = rpcUrlsFromEnv(process.env)
  const local = localRpcUrls(phase)
  const nodeUrls = chains.map((chain) => resolveRpcUrl(chain, { env: envRpcUrls, local }))
  const development = phase === PHASE_DEVELOPMENT_SERVER
  return {
    async headers() {
      return [{ source: '/:path*', headers: securityHeaders({ nodeUrls, development }) }]
    },
    reactStrictMode: true,
    // No `X-Powered-By: Next.js`: it only tells an attacker what to try.
    poweredByHeader: false,
    productionBrowserSourceMaps: process.env.NEXT_SOURCE_MAPS === '1',
    distDir: process.env.NEXT_DIST_DIR || '.next',
    // `npm test` type-checks the whole project once; test builds may skip it.
    typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
    // A test build served by `next start` never deploys, so it may skip tracing the server's
    // node_modules for deployment (about 60 of the 80 s of a build on a 2-core machine).
    ...(process.env.NEXT_SKIP_TRACES === '1' && {
      outputFileTracingExcludes: { '*': ['**/node_modules/**'] },
    }),
    webpack(config) {
      // Optional peers of the wallet SDKs that a browser build never uses (React Native storage,
      // Node pretty-printing): resolved to nothing instead of a build warning.
      config.resolve.alias = {
        ...config.resolve.alias,
        '@react-native-async-storage/async-storage': false,
        'pino-pretty': false,
      }
      return config
    },
    env: {
      NEXT_PUBLIC_RPC_URLS: JSON.stringify(envRpcUrls),
      NEXT_PUBLIC_LOCAL_RPC_URLS: JSON.stringify(local),
      // Always defined, so the build inlines it and drops the mock wallet unless it is '1'.
      NEXT_PUBLIC_MOCK_WALLET: process.env.NEXT_PUBLIC_MOCK_WALLET === '1' ? '1' : '',
    },
  }
}
