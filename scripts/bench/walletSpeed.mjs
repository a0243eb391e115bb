// What the mock wallet adds to a Playwright test (`npm run bench -- --only=wallet`): the wallet
// suites (e2e/wallet-mock on a desktop and a phone, e2e/default-app) run once with a reporter that
// times every fixture (walletFixtureTimings.mjs). The baseline is what Playwright itself costs
// every test in the same run, the approach with no wallet at all: its browser, context and page.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { median, ms, quantile, ratio } from './figures.mjs'

const reporter = fileURLToPath(new URL('./walletFixtureTimings.mjs', import.meta.url))

const walletSuites = [
  {
    label: 'e2e/wallet-mock (desktop, phone)',
    folder: 'e2e/wallet-mock',
    projects: ['desktop', 'mobile'],
  },
  { label: 'e2e/default-app', folder: 'e2e/default-app', projects: ['default-app'] },
]

/** Runs the wallet suites (their builds reused with `reuseBuilds`); one record per test. */
function runWalletSuites({ reuseBuilds = false } = {}) {
  const file = join(mkdtempSync(join(tmpdir(), 'bench-wallet-')), 'timings.jsonl')
  const projects = [...new Set(walletSuites.flatMap((suite) => suite.projects))]
  const run = spawnSync(
    'npx',
    [
      'playwright',
      'test',
      ...walletSuites.map((suite) => suite.folder),
      ...projects.map((project) => `--project=${project}`),
      `--reporter=dot,${reporter}`,
    ],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        BENCH_WALLET_TIMINGS: file,
        ...(reuseBuilds ? { E2E_REUSE_BUILD: '1' } : {}),
      },
    },
  )
  if (run.status !== 0) throw new Error('the wallet suites failed: no figures from a failing run')
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line))
}

const sum = (times, names) => names.reduce((total, name) => total + (times[name] ?? 0), 0)

/** Milliseconds of the named fixtures per test, set-up and tear-down together. */
const perTest = (tests, names) =>
  tests.map((test) => sum(test.setup, names) + sum(test.teardown, names))

/** Milliseconds of the named worker fixtures, for the tests that set them up (a worker's first). */
const perWorker = (tests, names) =>
  tests.map((test) => sum(test.setup, names)).filter((ms) => ms > 0)

/**
 * The figures the bench prints: `{ metric, baseline, measured }`, each a list of milliseconds; a
 * metric without a baseline has none.
 */
function walletSpeedFigures(tests) {
  const inSuite = (suite) => tests.filter((test) => test.file.includes(`${suite.folder}/`))
  return [
    {
      metric:
        "wallet per test: installed before the page loads, chains reverted (set-up + tear-down; baseline: Playwright's context and page)",
      baseline: perTest(tests, ['context', 'page']),
      measured: perTest(tests, ['wallet', 'walletNetwork']),
    },
    {
      metric:
        "wallet per worker: 11 chains started, the wallet's bundle built (baseline: Playwright's browser launch)",
      baseline: perWorker(tests, ['browser']),
      measured: perWorker(tests, ['localChains', 'walletBundle']),
    },
    ...walletSuites.map((suite) => ({
      metric: `wallet suites: a test of ${suite.label}, start to end (${inSuite(suite).length} tests)`,
      measured: inSuite(suite).map((test) => test.duration),
    })),
  ]
}

export function benchWallet(report, values) {
  const tests = runWalletSuites({ reuseBuilds: values['reuse-builds'] })
  const spread = (samples) => `${ms(median(samples))} / ${ms(quantile(samples, 0.95))}`
  for (const { metric, baseline, measured } of walletSpeedFigures(tests))
    report.rows.push([
      `${metric}, median / p95`,
      baseline ? spread(baseline) : '-',
      spread(measured),
      baseline ? ratio(median(measured), median(baseline)) : '-',
    ])
  report.notes.push(
    `wallet: ${tests.length} tests, one run of the wallet suites (Playwright's own workers)`,
  )
}
