// The two apps the benchmark compares, built and served side by side: this app and RainbowKit's
// default setup for the same chains and wallets (fixtures/bench/default-app).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { setTimeout as sleep } from 'node:timers/promises'

const require = createRequire(import.meta.url)
const next = require.resolve('next/dist/bin/next')

const commonEnv = {
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_SKIP_TYPECHECK: '1',
  NEXT_SKIP_TRACES: '1',
  NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: 'bench0000000000000000000000000000',
}

/** Both point every chain at the local nodes' default ports (the benchmark forwards them). */
export const benchApps = [
  {
    key: 'app',
    label: 'this app',
    dir: '.',
    distDir: '.next-bench-app',
    env: { PLAZA_LOCAL_CHAINS: '1', PLAZA_LOCAL_CHAINS_MANIFEST: 'none' },
  },
  {
    key: 'default',
    label: 'RainbowKit default',
    dir: 'fixtures/bench/default-app',
    distDir: '.next-bench',
    env: {},
  },
]

const envOf = (app) => ({ ...process.env, ...commonEnv, ...app.env, NEXT_DIST_DIR: app.distDir })

export const distPath = (app) => `${app.dir}/${app.distDir}`

/** A production webpack build (skipped with `reuse` when one exists). */
function buildApp(app, { reuse = false } = {}) {
  if (reuse && existsSync(`${distPath(app)}/BUILD_ID`)) return
  const build = spawnSync(process.execPath, [next, 'build', '--webpack', app.dir], {
    env: envOf(app),
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (build.status !== 0) throw new Error(`next build of ${app.label} failed`)
}

/** `next start` (compression on, as Next serves by default) until it answers. */
async function serveApp(app, port) {
  const server = spawn(
    process.execPath,
    [next, 'start', app.dir, '-p', String(port), '-H', '127.0.0.1'],
    { env: envOf(app), stdio: 'ignore' },
  )
  const url = `http://127.0.0.1:${port}`
  for (let attempt = 0; ; attempt++) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      break
    if (attempt > 240) throw new Error(`${app.label} did not start on ${url}`)
    await sleep(250)
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        server.once('exit', resolve)
        server.kill('SIGTERM')
      }),
  }
}

/** Both apps built (`reuse`: a build that exists is kept) and served, on `port` and the next. */
export async function serveBenchApps({ reuse, port }) {
  for (const app of benchApps) {
    console.error(`building ${app.label} (${app.dir}/${app.distDir})…`)
    buildApp(app, { reuse })
  }
  const [app, baseline] = benchApps
  return { app: await serveApp(app, port), default: await serveApp(baseline, port + 1) }
}
