import { fileURLToPath } from 'node:url'

/**
 * `npx playwright merge-reports --config e2e/merge-reports.config.ts <blob dir>`: the reports of a
 * sharded run, from the shards' blob reports, where a whole run writes them (playwright.config.ts),
 * so `npm run spec:report` reads the merged results. E2E_REPORTS_DIR moves them (meta test).
 */
const reports = process.env.E2E_REPORTS_DIR ?? fileURLToPath(new URL('../reports', import.meta.url))

export default {
  testDir: '.',
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: `${reports}/playwright` }],
    ['json', { outputFile: `${reports}/playwright.json` }],
    // As in playwright.config.ts: a test that passed without an assertion is marked, not credited.
    [fileURLToPath(new URL('./meta/assertionsRequired.ts', import.meta.url))],
  ],
}
