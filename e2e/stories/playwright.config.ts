import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { cpuSlowdownFromEnv } from '@plaza-social/test/playwright'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs'

/**
 * Every story opened outside vitest, as a person opens it: Storybook's static build (made by the
 * global setup) in Debian Chromium, one story after another in one frame as the Storybook UI
 * shows them, without vitest's colour-scheme emulation or story clock. One worker.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.storybook.ts',
  forbidOnly: true,
  workers: 1,
  globalSetup: './buildStorybook.ts',
  // A story that never comes to rest fails as this budget.
  timeout: 30_000 * cpuSlowdownFromEnv,
  reporter: [
    ['list'],
    // A test that passes without an assertion fails the run, as in the suite.
    [fileURLToPath(new URL('../meta/assertionsRequired.ts', import.meta.url))],
  ],
  use: { launchOptions: { executablePath: chromiumPath, args: chromiumArgs } },
  outputDir: '../../test-results/stories',
})
