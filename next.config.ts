import { existsSync, readFileSync } from 'node:fs'
import type { NextConfig } from 'next'
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants'
import { distDirOf, writeBuildFlags } from './scripts/build-flags.mjs'
import { currentProvenance } from './scripts/spec-report/provenance'
import { chains } from './src/config/chains'
import {
  defaultLocalRpcUrls,
  localChainsManifestPath,
  rpcUrlsFromManifest,
} from './src/config/localChainsManifest'
import { requireOwnProjectId } from './src/config/projectId'
import { resolveRpcUrls, rpcUrlsFromEnv } from './src/config/rpcUrls'
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

/**
 * Optional peers of the wallet SDKs that a browser build never uses (React Native storage, Node
 * pretty-printing): resolved to nothing instead of a build warning.
 */
const unusedOptionalPeers = {
  '@react-native-async-storage/async-storage': false,
  'pino-pretty': false,
} as const

export default function nextConfig(phase: string): NextConfig {
  const envRpcUrls = rpcUrlsFromEnv(process.env)
  const local = localRpcUrls(phase)
  // A build for real chains is a deployment: it needs a WalletConnect project id of its own.
  if (phase === PHASE_PRODUCTION_BUILD && Object.keys(local).length === 0) requireOwnProjectId()
  const nodes = resolveRpcUrls({ envRpcUrls, localRpcUrls: local })
  const development = phase === PHASE_DEVELOPMENT_SERVER
  const mockWallet = process.env.NEXT_PUBLIC_MOCK_WALLET === '1' ? '1' : ''
  return {
    async headers() {
      const headers = securityHeaders({ nodeUrls: chains.map(({ id }) => nodes[id]), development })
      if (!development) return [{ source: '/:path*', headers }]
      // Turbopack's dev server sends this script as application/json, which `nosniff` forbids the
      // browser to run, and Next's client router then waits for it forever:
      // https://github.com/vercel/next.js/issues/92180 (dev only; builds have no such file).
      const devManifest = '_next/static/development/_clientMiddlewareManifest.js'
      return [
        { source: `/:path((?!${devManifest.replaceAll('.', '\\.')}$).*)`, headers },
        {
          source: `/${devManifest}`,
          headers: headers.filter(({ key }) => key !== 'X-Content-Type-Options'),
        },
      ]
    },
    reactStrictMode: true,
    // No `X-Powered-By: Next.js`: it only tells an attacker what to try.
    poweredByHeader: false,
    productionBrowserSourceMaps: process.env.NEXT_SOURCE_MAPS === '1',
    distDir: distDirOf(),
    // `npm test` type-checks the whole project once; test builds may skip it.
    typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
    // A test build served by `next start` never deploys, so it may skip tracing the server's
    // node_modules for deployment (about 60 of the 80 s of a build on a 2-core machine).
    ...(process.env.NEXT_SKIP_TRACES === '1' && {
      outputFileTracingExcludes: { '*': ['**/node_modules/**'] },
    }),
    // `npm run dev` runs Turbopack, builds run webpack: the same aliases for both.
    turbopack: { resolveAlias: unusedOptionalPeers },
    compiler: {
      // Recorded in the build output for `npm start`, which refuses a mock-wallet build made for
      // real chains, for the production-build check (scripts/build-flags.mjs), and for spec:report,
      // which credits only builds of the commit it reports on.
      async runAfterProductionCompile({ distDir }) {
        writeBuildFlags(distDir, {
          mockWallet: mockWallet === '1',
          localChains: Object.keys(local).length > 0,
          source: currentProvenance(),
        })
      },
    },
    webpack(config) {
      config.resolve.alias = { ...config.resolve.alias, ...unusedOptionalPeers }
      return config
    },
    env: {
      NEXT_PUBLIC_RPC_URLS: JSON.stringify(envRpcUrls),
      NEXT_PUBLIC_LOCAL_RPC_URLS: JSON.stringify(local),
      // Always defined, so the build inlines it and drops the mock wallet unless it is '1'.
      NEXT_PUBLIC_MOCK_WALLET: mockWallet,
    },
  }
}
