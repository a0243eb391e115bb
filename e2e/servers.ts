/**
 * The builds the e2e suite runs against and the servers that serve them: each build is made
 * once, by the first server that serves it, then served by `npm start`'s scripts/start.mjs
 * (scripts/serve-e2e.mjs) before the first test. A spec's folder picks its server
 * (`serverOfSpec`); the `default-app` project's baseURL picks RainbowKit's default app.
 */
const port = Number(process.env.E2E_PORT ?? 3100)
const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e'

/**
 * A build: the app it builds (`dir`, default this app), its folder (inside `dir`) and the flags it
 * is built with.
 */
export type E2eBuild = { dir?: string; distDir: string; env: Record<string, string> }

/** A server: its port, the build it serves and the settings it reads at run time. */
export type E2eServer = { port: number; build: E2eBuild; env: Record<string, string> }

export const e2eBuilds = {
  /** The app as a visitor gets it. */
  app: { distDir, env: {} },
  /** The dev/QA extras: Test Wallet, Test Wallet (QR), Wallet Lab. */
  dev: { distDir: `${distDir}-dev`, env: { NEXT_PUBLIC_MOCK_WALLET: '1' } },
  /**
   * Not this app: RainbowKit's plain default setup (fixtures/bench/default-app, also the bench's
   * baseline), which the mock wallet's package must drive with no app code (e2e/default-app/).
   */
  defaultApp: { dir: 'fixtures/bench/default-app', distDir: `${distDir}-default`, env: {} },
} satisfies Record<string, E2eBuild>

const authPort = Number(process.env.E2E_AUTH_PORT ?? port + 50)

export const e2eServers = {
  /** Specs anywhere but the folders below. */
  app: { port, build: e2eBuilds.app, env: {} },
  /**
   * Specs in `auth/`: the visitor build again, with sign-in on. Sign-in is a
   * runtime setting of a deployment (PLAZA_AUTH, docs/security.md), so a visitor meets 'Verify
   * your account' in exactly this build.
   */
  auth: {
    port: authPort,
    build: e2eBuilds.app,
    env: {
      PLAZA_AUTH: 'siwe',
      APP_ORIGIN: `http://127.0.0.1:${authPort}`,
      // As behind a proxy: each test is a visitor of its own (e2e/fixtures/wallet.ts, visitorAddress).
      PLAZA_TRUSTED_PROXY_HOPS: '1',
      // next start runs in production mode, which requires a session secret.
      SESSION_SECRET: process.env.SESSION_SECRET ?? 'e2e-only-session-secret-000000000000000000',
    },
  },
  /** Specs in `dev-build/`. */
  dev: { port: Number(process.env.E2E_DEV_PORT ?? port + 100), build: e2eBuilds.dev, env: {} },
  /** Project default-app: RainbowKit's default setup, served by plain `next start`. */
  defaultApp: {
    port: Number(process.env.E2E_DEFAULT_APP_PORT ?? port + 150),
    build: e2eBuilds.defaultApp,
    env: {},
  },
} satisfies Record<string, E2eServer>

export const urlOf = (server: E2eServer) => `http://127.0.0.1:${server.port}`

/**
 * The server a spec's tests visit, by the spec's path under e2e/: a folder of its own for the
 * visitor build with sign-in on and for the dev build, the visitor build for every other folder.
 * The desktop and phone projects run all three, so a worker's browser and chains serve them all.
 */
export function serverOfSpec(specPath: string): E2eServer {
  if (specPath.startsWith('auth/')) return e2eServers.auth
  if (specPath.startsWith('dev-build/')) return e2eServers.dev
  return e2eServers.app
}

/**
 * The environment of scripts/serve-e2e.mjs for each server, in order: the first server makes
 * every build at once (E2E_BUILDS; two builds in parallel take less time than one after the
 * other, and Playwright starts its servers one after another), the others serve theirs as it is.
 */
export function serveE2eEnvs(servers: readonly E2eServer[]) {
  const builds = [...new Set(servers.map((server) => server.build))]
  return servers.map((server, index) => ({
    ...server.build.env,
    ...server.env,
    E2E_PORT: String(server.port),
    E2E_DIST_DIR: server.build.distDir,
    ...(server.build.dir ? { E2E_APP_DIR: server.build.dir } : {}),
    ...(index === 0 ? { E2E_BUILDS: JSON.stringify(builds) } : { E2E_SERVE_ONLY: '1' }),
  }))
}
