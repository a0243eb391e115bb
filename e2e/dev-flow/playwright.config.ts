import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { cpuSlowdownFromEnv } from '@plaza-social/test/playwright'
import suite from '../../playwright.config'

/**
 * The developer commands as a developer runs them (`npm run test:dev-flow`): `npm run dev`, and
 * `scripts/dev-chains` plus `next dev` in two terminals. Each starts its own chains and dev server
 * (ports in ./ports.ts), so none of the suite's servers is needed; one test at a time.
 */
const desktop = suite.projects?.find((project) => project.name === 'desktop')

export default defineConfig({
  ...suite,
  testDir: '.',
  testMatch: '*.flow.ts',
  fullyParallel: false,
  workers: 1,
  // Each step waits for a state; this only stops a hung flow. A flow starts from nothing (chains,
  // next dev's first compiles): 1.6 min beside npm test's three other side-by-side phases on 2
  // cores at calibration 2.9, over 3 min on such a machine under more load.
  timeout: 600_000 * cpuSlowdownFromEnv,
  // next dev compiles a chunk when the page first asks for it, so a state can wait on a compile:
  // the wallet code's, after the first press on Connect Wallet, took more than the suite's 10 s on
  // a 2-core machine at calibration 3 while the other side-by-side phases ran.
  expect: { timeout: 60_000 * cpuSlowdownFromEnv },
  projects: [{ name: 'dev-flow', use: { ...desktop?.use, baseURL: undefined } }],
  webServer: undefined,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: '../../reports/dev-flow' }],
    ['json', { outputFile: '../../reports/dev-flow.json' }],
    // A test that passes without an assertion fails the run, as in the suite.
    [fileURLToPath(new URL('../meta/assertionsRequired.ts', import.meta.url))],
  ],
  outputDir: '../../test-results/dev-flow',
})
