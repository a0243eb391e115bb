#!/usr/bin/env node
// `npm run test:e2e:repeat -- [runs]`: the whole Playwright suite several times in a row (5 by
// default), each on fresh builds, as CI does. Prints every run's wall time, test count, median
// test duration and the tests that failed or were flaky, then the flake rate over all runs; exits
// 1 if any run was not green. Each run's JSON report is kept as reports/playwright-run-<n>.json.
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, readFileSync, rmSync } from 'node:fs'

const runs = Number(process.argv[2] ?? 5)
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`e2e-repeat: runs must be a positive integer, got ${process.argv[2]}`)
  process.exit(2)
}

/** Test durations (ms) of a Playwright JSON report, skipped tests left out, and the tests not green. */
function readRun(report) {
  const found = []
  const notGreen = []
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        for (const result of test.results)
          if (result.status !== 'skipped') found.push(result.duration)
        if (test.status === 'flaky' || test.status === 'unexpected')
          notGreen.push(`${test.status}: ${test.projectName}: ${spec.file}: ${spec.title}`)
      }
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of report.suites) walk(suite)
  return { durations: found.sort((a, b) => a - b), notGreen }
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
  const { durations, notGreen } = readRun(report)
  summaries.push({ wall, tests: expected + unexpected + flaky, green: status === 0, notGreen })
  console.log(
    `run ${run}: ${expected} passed, ${unexpected} failed, ${flaky} flaky, ${skipped} skipped; ${minutes(wall)} wall; median test ${(median(durations) / 1000).toFixed(1)} s`,
  )
  for (const line of notGreen) console.log(`  ${line}`)
}

const walls = summaries.map((summary) => summary.wall).sort((a, b) => a - b)
const executions = summaries.reduce((total, summary) => total + summary.tests, 0)
const notGreen = summaries.flatMap((summary) => summary.notGreen)
console.log(
  `\n${runs} runs, ${summaries.filter((summary) => summary.green).length} green; ${notGreen.length} of ${executions} test runs failed or flaky (${((100 * notGreen.length) / executions).toFixed(2)} %). Wall time: median ${minutes(median(walls))}, slowest ${minutes(walls.at(-1))}.`,
)
process.exit(summaries.every((summary) => summary.green) ? 0 : 1)
