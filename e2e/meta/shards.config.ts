import { defineConfig } from '@playwright/test'
import suite from '../../playwright.config'

/** The suite's reporter settings (blob when E2E_BLOB_DIR is set) on a tiny suite with no server. */
export default defineConfig({
  ...suite,
  testDir: '.',
  testMatch: 'sharded.check.ts',
  fullyParallel: true,
  workers: 1,
  projects: [{ name: 'desktop' }, { name: 'mobile' }],
  webServer: undefined,
  outputDir: `${process.env.E2E_META_OUT ?? 'reports/meta'}/results`,
})
