import { defineConfig } from '@playwright/test'
import suite from '../../playwright.config'

/**
 * The suite's own settings (browser, retries, trace, screenshot, the reporter that fails a test
 * without an assertion) on the meta checks that fail or assert nothing on purpose, with no server.
 */
const desktop = suite.projects?.find((project) => project.name === 'desktop')
const reporters = Array.isArray(suite.reporter) ? suite.reporter : []
const out = process.env.E2E_META_OUT ?? 'reports/meta'
/** The flaky check runs alone: only a run's exit status shows what a flaky test did to it. */
const flaky =
  process.env.E2E_META_FLAKY === '1' ? { grep: /fails once/ } : { grepInvert: /fails once/ }

export default defineConfig({
  ...suite,
  testDir: '.',
  testMatch: ['asserts-nothing.check.ts', 'fails-on-purpose.check.ts'],
  ...flaky,
  projects: [{ name: 'desktop', use: desktop?.use }],
  // One worker, one browser for every test.
  workers: 1,
  webServer: undefined,
  // The suite's reporters, with this run's own reports (the suite's would overwrite the real ones).
  reporter: [
    ['json', { outputFile: `${out}/playwright.json` }],
    ['html', { open: 'never', outputFolder: `${out}/report` }],
    ...reporters.filter(([name]) => !['html', 'json', 'blob'].includes(name)),
  ],
  outputDir: `${out}/results`,
})
