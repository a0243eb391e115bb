#!/usr/bin/env node
// `npm test`: everything CI runs, in order, stopping at the first failure; each phase's time at
// the end. It does its own set-up (scripts/test-setup.mjs) and reuses the builds the e2e run made.
import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'

const e2eDistDir = process.env.E2E_DIST_DIR ?? '.next-e2e'
// Its own folder, so a running `npm run dev` (.next/dev) keeps its files.
const productionDistDir = '.next-production'

const steps = [
  ['set-up (Chromium, fonts, Redis)', 'node', ['scripts/test-setup.mjs']],
  ['lint and format', 'npx', ['biome', 'ci', '.']],
  ['unused files, exports and dependencies', 'npm', ['run', '--silent', 'knip']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['unit and integration tests', 'npx', ['vitest', 'run']],
  ['end-to-end tests', 'npx', ['playwright', 'test']],
  [
    'developer commands (npm run dev; scripts/dev-chains + next dev)',
    'npx',
    ['playwright', 'test', '-c', 'e2e/dev-flow/playwright.config.ts'],
  ],
  // `npm run build` scans its output after building (postbuild); type-checked above, and traces
  // are left out (they list files for deployment and hold no code).
  [
    'production build, scanned (npm run build)',
    'npm',
    ['run', '--silent', 'build'],
    { NEXT_DIST_DIR: productionDistDir, NEXT_SKIP_TYPECHECK: '1', NEXT_SKIP_TRACES: '1' },
  ],
  [
    'e2e builds scanned, and the search proven on the flagged one',
    'node',
    ['scripts/check-production-build.mjs', e2eDistDir, '--proof', `${e2eDistDir}-dev`],
  ],
  ['spec conformance report', 'npm', ['run', '--silent', 'spec:report']],
]

// Every process this run starts inherits PLAZA_TEST_RUN, so the last step can tell them from
// other runs' on the machine (packages/test/src/processes/runProcesses.ts).
const testRun = randomUUID()
const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PLAZA_TEST_RUN: testRun }
const results = []
for (const [name, command, args, env] of steps) {
  const started = performance.now()
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`)
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...baseEnv, ...env } })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  results.push({ name, ok: status === 0, seconds })
  if (status !== 0) break
}

// Whatever happened above: fails when an anvil, next or dev-chains process of this run is alive.
{
  const started = performance.now()
  console.log('\n▶ nothing left running')
  const { status } = spawnSync(
    process.execPath,
    ['packages/test/bin/nothing-left-running.mjs', testRun],
    { stdio: 'inherit' },
  )
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  results.push({ name: 'nothing left running', ok: status === 0, seconds })
}

const total = results.reduce((sum, { seconds }) => sum + Number(seconds), 0)
console.log('\nnpm test summary')
for (const { name, ok, seconds } of results)
  console.log(`  ${ok ? '✓' : '✗'} ${name} (${seconds} s)`)
const failed = results.filter((result) => !result.ok).length
console.log(
  `${results.length - failed} passed, ${failed} failed, ${steps.length + 1 - results.length} not run; ${(total / 60).toFixed(1)} min`,
)
process.exit(failed === 0 && results.length === steps.length + 1 ? 0 : 1)
