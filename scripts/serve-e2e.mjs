#!/usr/bin/env node
// One server of the e2e suite (playwright.config.ts starts one per entry of e2e/servers.ts):
// builds the app into E2E_DIST_DIR (.next-e2e) with the build flags in the environment, then
// serves it with `npm start`'s scripts/start.mjs (next start behind the start guard) on E2E_PORT.
// The build points every chain at the local nodes on their default ports, so tests never leave
// the machine. Webpack, like `npm run build`: Turbopack's inline bootstrap script breaks a strict CSP.
// E2E_BUILDS (JSON: [{ distDir, env }], e2e/servers.ts) lists every build of the run, made at the
// same time, each with its own flags only; without it, this server's build is made. E2E_SERVE_ONLY=1
// serves the build as it is (another server of the run made it); E2E_REUSE_BUILD=1 skips a build
// that exists (`npm test` makes the builds first, then Playwright serves them). E2E_APP_DIR names
// another app than this one (RainbowKit's default setup, fixtures/bench/default-app): built the same
// way, its dist dir inside it, and served by plain `next start` (npm start's guard knows only this app).
// `--build-only` makes every build of e2e/servers.ts and exits: `npm test`'s phase before Playwright.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const next = require.resolve('next/dist/bin/next')
const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e'
const port = process.env.E2E_PORT ?? '3100'
const env = {
  ...process.env,
  NEXT_DIST_DIR: distDir,
  NEXT_TELEMETRY_DISABLED: '1',
  PLAZA_LOCAL_CHAINS: '1',
  // The suite's nodes are on the default ports, whatever chains a developer has running.
  PLAZA_LOCAL_CHAINS_MANIFEST: 'none',
  NEXT_SKIP_TYPECHECK: '1',
  NEXT_SKIP_TRACES: '1',
  NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID:
    process.env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID ?? 'e2e00000000000000000000000000000',
}

const buildOnly = process.argv.includes('--build-only')
const builds = process.env.E2E_BUILDS
  ? JSON.parse(process.env.E2E_BUILDS)
  : buildOnly
    ? await suiteBuilds()
    : [{ distDir, env: {} }]

/** Every build the e2e suite serves (e2e/servers.ts, TypeScript: read through tsx). */
async function suiteBuilds() {
  const { register } = await import('tsx/esm/api')
  register()
  const { e2eBuilds } = await import('../e2e/servers.ts')
  return Object.values(e2eBuilds)
}
// A build's flags are its own: none of another build's (e.g. the mock wallet's) leak into it.
const otherFlags = new Set(builds.flatMap((other) => Object.keys(other.env)))
const unflagged = Object.fromEntries(Object.entries(env).filter(([name]) => !otherFlags.has(name)))

/** Builds `dir` into `distDir` with `flags`; resolves with the exit code. */
function build({ dir = '.', distDir: into, env: flags }) {
  if (process.env.E2E_REUSE_BUILD === '1' && existsSync(`${dir}/${into}/BUILD_ID`)) return 0
  const child = spawn(process.execPath, [next, 'build', '--webpack', dir], {
    env: { ...unflagged, ...flags, NEXT_DIST_DIR: into },
    stdio: 'inherit',
  })
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)))
}

if (process.env.E2E_SERVE_ONLY !== '1') {
  const failed = (await Promise.all(builds.map(build))).find((code) => code !== 0)
  if (failed !== undefined) process.exit(failed)
}
if (buildOnly) process.exit(0)

const appDir = process.env.E2E_APP_DIR
const server = spawn(
  process.execPath,
  appDir
    ? [next, 'start', appDir, '-p', port, '-H', '127.0.0.1']
    : ['scripts/start.mjs', '-p', port, '-H', '127.0.0.1'],
  { env, stdio: 'inherit' },
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
