import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import suite from '../../playwright.config'

/** The suite's own settings (browser, trace, screenshot), on one failing test, with no server. */
const out =
  process.env.E2E_META_OUT ?? fileURLToPath(new URL('../../reports/meta', import.meta.url))
const desktop = suite.projects?.find((project) => project.name === 'desktop')

export default defineConfig({
  ...suite,
  testDir: '.',
  testMatch: 'fails-on-purpose.check.ts',
  projects: [{ name: 'desktop', use: desktop?.use }],
  webServer: undefined,
  reporter: [['html', { open: 'never', outputFolder: `${out}/report` }]],
  outputDir: `${out}/results`,
})
