/**
 * The three builds the e2e suite runs against, each built once and served by `next start`
 * (scripts/serve-e2e.mjs) before the first test. Playwright projects pick theirs by baseURL.
 */
const port = Number(process.env.E2E_PORT ?? 3100)
const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e'

export type E2eServer = { port: number; distDir: string; env: Record<string, string> }

const authPort = Number(process.env.E2E_AUTH_PORT ?? port + 50)

export const e2eServers = {
  /** The app as a visitor gets it (projects desktop, mobile). */
  app: { port, distDir, env: {} },
  /** Sign-in and the dev/QA extras on (projects desktop-auth, mobile-auth). */
  auth: {
    port: authPort,
    distDir: `${distDir}-auth`,
    env: {
      // Sign-in is a runtime setting of the server (docs/security.md).
      PLAZA_AUTH: 'siwe',
      APP_ORIGIN: `http://127.0.0.1:${authPort}`,
      NEXT_PUBLIC_MOCK_WALLET: '1',
      // next start runs in production mode, which requires a session secret.
      SESSION_SECRET: process.env.SESSION_SECRET ?? 'e2e-only-session-secret-000000000000000000',
    },
  },
  /** The dev/QA extras alone: Test Wallet, Test Wallet (QR), Wallet Lab (projects desktop-dev, mobile-dev). */
  dev: {
    port: Number(process.env.E2E_DEV_PORT ?? port + 100),
    distDir: `${distDir}-dev`,
    env: { NEXT_PUBLIC_MOCK_WALLET: '1' },
  },
} satisfies Record<string, E2eServer>

export const urlOf = (server: E2eServer) => `http://127.0.0.1:${server.port}`
