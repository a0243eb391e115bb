import { defineConfig } from '@playwright/test'
import suite from '../../playwright.config'

/** The suite's settings and reporters on asserts-nothing.check.ts, with no server. */
const desktop = suite.projects?.find((project) => project.name === 'desktop')
const reporters = Array.isArray(suite.reporter) ? suite.reporter : []
const out = process.env.E2E_META_OUT ?? 'reports/meta-assertions'

export default defineConfig({
  ...suite,
  testDir: '.',
  testMatch: 'asserts-nothing.check.ts',
  projects: [{ name: 'desktop', use: desktop?.use }],
  // One worker, one browser for the three tests.
  workers: 1,
  webServer: undefined,
  // The suite's checking reporters, after a JSON report of this run's own (the suite's list, html
  // and json would overwrite the real reports).
  reporter: [
    ['json', { outputFile: `${out}/playwright.json` }],
    ...reporters.filter(([name]) => !['list', 'html', 'json', 'blob'].includes(name)),
  ],
  outputDir: out,
})
