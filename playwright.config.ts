import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs'

/** The e2e app: a production build served by `next start` (see scripts/build-e2e.mjs). */
const port = Number(process.env.E2E_PORT ?? 3100)
export const baseURL = `http://127.0.0.1:${port}`

/** A second build with sign-in and the dev/QA extras on (NEXT_PUBLIC_AUTH=siwe, NEXT_PUBLIC_MOCK_WALLET=1). */
const authPort = Number(process.env.E2E_AUTH_PORT ?? port + 50)
export const authProjectName = 'desktop-auth'

/** Debian Chromium (never a downloaded browser), with the flags that work offline here. */
const chromium = { executablePath: chromiumPath, args: chromiumArgs }

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'reports/playwright' }],
    ['json', { outputFile: 'reports/playwright.json' }],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'] },
    },
    {
      name: authProjectName,
      testMatch: ['auth/**/*.spec.ts', 'transactions/**/*.spec.ts'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${authPort}`,
      },
    },
    {
      // Sign-in and recent transactions on a phone: the same build and specs as desktop-auth.
      name: 'mobile-auth',
      testMatch: ['auth/**/*.spec.ts', 'transactions/**/*.spec.ts'],
      use: { ...devices['Pixel 7'], baseURL: `http://127.0.0.1:${authPort}` },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve-e2e.mjs`,
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      // A cold production build takes minutes on a loaded 2-core machine.
      timeout: 600_000,
      env: { E2E_PORT: String(port) },
    },
    {
      command: `node scripts/serve-e2e.mjs`,
      url: `http://127.0.0.1:${authPort}`,
      reuseExistingServer: !process.env.CI,
      timeout: 600_000,
      env: {
        E2E_PORT: String(authPort),
        E2E_DIST_DIR: `${process.env.E2E_DIST_DIR ?? '.next-e2e'}-auth`,
        NEXT_PUBLIC_AUTH: 'siwe',
        NEXT_PUBLIC_MOCK_WALLET: '1',
        // next start runs in production mode, which requires a session secret.
        SESSION_SECRET: process.env.SESSION_SECRET ?? 'e2e-only-session-secret-000000000000000000',
      },
    },
  ],
})
