import { defineConfig } from '@playwright/test'
import suite from '../../playwright.config'

/** The suite's settings and reporters on asserts-nothing.check.ts, with no server. */
const desktop = suite.projects?.find((project) => project.name === 'desktop')
const reporters = Array.isArray(suite.reporter) ? suite.reporter : []

export default defineConfig({
  ...suite,
  testDir: '.',
  testMatch: 'asserts-nothing.check.ts',
  projects: [{ name: 'desktop', use: desktop?.use }],
  webServer: undefined,
  // Only the suite's checking reporters: its list/html/json would overwrite the real reports.
  reporter: reporters.filter(([name]) => !['list', 'html', 'json', 'blob'].includes(name)),
  outputDir: process.env.E2E_META_OUT ?? 'reports/meta-assertions',
})
