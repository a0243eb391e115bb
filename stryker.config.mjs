// Mutation testing (StrykerJS): `npm run test:mutation`; docs/testing.md, "Mutation testing".
// @ts-check

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // The repo's `unit` and `integration` projects; not the storybook browser project.
  vitest: { configFile: 'scripts/mutation/vitest.config.ts', related: true },
  coverageAnalysis: 'perTest',
  // Static mutants (module-level code: spec constants, chain and wallet lists) rerun every test
  // of their file's importers: 5% of the mutants, more than half of the time. The constants are
  // pinned against fixtures/spec by the tests of the behaviours they set.
  ignoreStatic: true,
  // The app's code. The workspace packages (the mock wallet, the errors' base class) are pinned by
  // their own node tests and the e2e suites; to score them too, add 'packages/*/src/**/*.{ts,tsx}'
  // here (about twice the mutants, and the run's time).
  mutate: [
    'src/**/*.{ts,tsx}',
    '!**/*.test.{ts,tsx}',
    '!**/*.stories.tsx',
    '!**/*.testing.ts',
    '!**/testing/**',
    // The Wallet Lab, a dev build's panel for playing mock-wallet scenarios by hand: its buttons
    // call the mock wallet's control API (pinned by packages/mock-wallet's tests); e2e/dev-build
    // (request-chain) and the dev flow (developerVisit.ts: 'Lock') drive it in a browser.
    '!src/dev/WalletLab/**',
  ],
  // Not needed to run the tests: builds, browser artefacts, local chain state.
  ignorePatterns: [
    '/.next',
    '/.next-*',
    '/storybook-static',
    '/test-results',
    '/playwright-report',
    '/.dev-chains',
  ],
  // Two cores. Each worker is one vitest instance running one test file at a time, often waiting
  // on anvil or a child process: three keep both cores busy.
  concurrency: 3,
  // The tests that start anvil chains take seconds on a loaded machine: a mutant is a timeout
  // only when it runs 30 s past its tests' own time.
  timeoutMS: 30_000,
  timeoutFactor: 2,
  dryRunTimeoutMinutes: 30,
  // The results `--incremental` reuses: git-ignored; CI's mutation job keeps it in its cache.
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowEmojis: false, logTests: false, reportMutants: false },
  // break: just below the 87.3 % of every mutant of src/ measured on 2026-11-26 (docs/testing.md,
  // "Mutation testing").
  thresholds: { high: 90, low: 80, break: 85 },
  tempDirName: '.stryker-tmp',
}
