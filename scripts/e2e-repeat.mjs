#!/usr/bin/env node
// `npm run test:e2e:repeat -- [runs]`: the whole Playwright suite several times in a row (5 by
// default), stopping at the first run with a failing or flaky test. Builds fresh each time, as CI
// does. Prints every run's wall time, test count and median test duration; each run's JSON report
// is kept as reports/playwright-run-<n>.json.
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, readFileSync, rmSync } from 'node:fs'

const runs = Number(process.argv[2] ?? 5)
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`e2e-repeat: runs must be a positive integer, got ${process.argv[2]}`)
  process.exit(2)
}

/** Test durations (ms) of a Playwright JSON report, skipped tests left out. */
function durations(report) {
  const found = []
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          if (result.status !== 'skipped') found.push(result.duration)
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of report.suites) walk(suite)
  return found.sort((a, b) => a - b)
}

/** Written by playwright.config.ts' json reporter. */
const reportFile = 'reports/playwright.json'
const median = (sorted) => sorted[Math.floor(sorted.length / 2)] ?? 0
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`

const summaries = []
for (let run = 1; run <= runs; run++) {
  console.log(`\n▶ run ${run} of ${runs}`)
  rmSync(reportFile, { force: true })
  const started = performance.now()
  const { status } = spawnSync('npx', ['playwright', 'test'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const wall = performance.now() - started
  if (!existsSync(reportFile)) {
    console.error(`e2e-repeat: run ${run} wrote no ${reportFile} (exit ${status}); stopping.`)
    process.exit(1)
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8'))
  copyFileSync(reportFile, `reports/playwright-run-${run}.json`)
  const { expected, unexpected, flaky, skipped } = report.stats
  const tests = durations(report)
  summaries.push({ run, wall, expected, unexpected, flaky, skipped, median: median(tests) })
  const line = `run ${run}: ${expected} passed, ${unexpected} failed, ${flaky} flaky, ${skipped} skipped; ${minutes(wall)} wall; median test ${(median(tests) / 1000).toFixed(1)} s`
  console.log(line)
  if (status !== 0 || unexpected > 0 || flaky > 0) {
    console.error(`e2e-repeat: run ${run} was not green; stopping.`)
    process.exit(1)
  }
}

const walls = summaries.map((summary) => summary.wall).sort((a, b) => a - b)
console.log(
  `\n${runs} runs in a row, all green. Wall time: median ${minutes(median(walls))}, slowest ${minutes(walls.at(-1))}.`,
)
