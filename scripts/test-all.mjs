#!/usr/bin/env node
// `npm test`: everything CI runs, in order, stopping at the first failure; at the end each phase's
// wall time and CPU-seconds (its processes and all they started) and the machine's calibration
// figure (scripts/cpuTime.mjs). It does its own set-up (scripts/test-setup.mjs).
import { randomUUID } from 'node:crypto'
import { calibrate, runMeasured } from './cpuTime.mjs'

const e2eDistDir = process.env.E2E_DIST_DIR ?? '.next-e2e'
// Its own folder, so a running `npm run dev` (.next/dev) keeps its files.
const productionDistDir = '.next-production'

const steps = [
  ['set-up (Chromium, fonts, Redis)', 'node', ['scripts/test-setup.mjs']],
  ['lint and format', 'npx', ['biome', 'ci', '.']],
  // Together: tsc and knip use one core, and vitest's two workers leave the other idle much of
  // the time they wait on anvil and child processes (246 s one after another, 215 s together).
  [
    ['unit and integration tests', 'npx', ['vitest', 'run']],
    ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
    ['unused files, exports and dependencies', 'npm', ['run', '--silent', 'knip']],
  ],
  // Built before Playwright starts, so its servers only serve them (E2E_REUSE_BUILD=1).
  ['end-to-end builds', 'node', ['scripts/serve-e2e.mjs', '--build-only']],
  ['end-to-end tests', 'npx', ['playwright', 'test'], { E2E_REUSE_BUILD: '1' }],
  // Together, after the e2e phase (the tarball phase serves its build of RainbowKit's default
  // app): none keeps two cores busy on its own (npm installs, one Playwright worker, a dev
  // server compiling on demand), 166 s one after another, 110 s together. Their ports differ:
  // the developer commands' fixed ones (e2e/dev-flow/ports.ts) lie below the allocator's.
  [
    [
      'the mock wallet from its tarball, outside the repo',
      'npm',
      ['run', '--silent', 'test:package'],
    ],
    [
      'developer commands (npm run dev; scripts/dev-chains + next dev)',
      'npx',
      ['playwright', 'test', '-c', 'e2e/dev-flow/playwright.config.ts'],
    ],
    // `npm run build` scans its output after building (postbuild); type-checked above, and
    // traces are left out (they list files for deployment and hold no code). A build for real
    // chains refuses the sample project id: this one, never deployed, gets a stand-in.
    [
      'production build, scanned (npm run build)',
      'npm',
      ['run', '--silent', 'build'],
      {
        NEXT_DIST_DIR: productionDistDir,
        NEXT_SKIP_TYPECHECK: '1',
        NEXT_SKIP_TRACES: '1',
        NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: 'stand-in-for-the-build-check',
      },
    ],
    // Storybook's static build, then every story opened in Chromium outside vitest (no
    // colour-scheme emulation, no story clock), as a person opens it: one worker.
    [
      'every story outside vitest (static Storybook build)',
      'npx',
      ['playwright', 'test', '-c', 'e2e/stories/playwright.config.ts'],
    ],
  ],
  [
    'e2e builds scanned, and the search proven on the flagged one',
    'node',
    [
      'scripts/check-production-build.mjs',
      '--unflagged',
      e2eDistDir,
      '--proof',
      `${e2eDistDir}-dev`,
    ],
  ],
  ['spec conformance report', 'npm', ['run', '--silent', 'spec:report']],
]

// Every process this run starts inherits PLAZA_TEST_RUN, so the last step can tell them from
// other runs' on the machine (packages/test/src/processes/runProcesses.ts).
const testRun = randomUUID()
const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PLAZA_TEST_RUN: testRun }
const calibrationBefore = calibrate()
const started = performance.now()
const groups = steps.map((step) => (Array.isArray(step[0]) ? step : [step]))
const phases = groups.flat()
const results = []
async function run([name, command, args, env]) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`)
  return { name, ...(await runMeasured(command, args, { ...baseEnv, ...env })) }
}
for (const group of groups) {
  // Phases overlap only where the ones before were each counted in a cgroup: by the children
  // reaped meanwhile, the CPU-seconds of phases that overlap could not be told apart.
  const ran = []
  if (results[0]?.cpuSource === 'cgroup') ran.push(...(await Promise.all(group.map(run))))
  else for (const phase of group) ran.push(await run(phase))
  results.push(...ran)
  if (ran.some((result) => result.status !== 0)) break
}

// Whatever happened above: fails when an anvil, next or dev-chains process of this run is alive.
console.log('\n▶ nothing left running')
results.push({
  name: 'nothing left running',
  ...(await runMeasured(
    process.execPath,
    ['packages/test/bin/nothing-left-running.mjs', testRun],
    baseEnv,
  )),
})

// Taken at the start and at the end: the host's load moves the figure by a tenth or more within
// a run, so the two and their mean are printed, and the mean divides the CPU-seconds.
const calibrationAfter = calibrate()
const calibration = (calibrationBefore + calibrationAfter) / 2
const sum = (key) => results.reduce((total, result) => total + result[key], 0)
const figures = (wall, cpu) => `${wall.toFixed(1)} s wall, ${cpu.toFixed(1)} CPU-s`
console.log(`\nnpm test summary (CPU-s counted by ${results[0].cpuSource})`)
for (const { name, status, wallSeconds, cpuSeconds } of results)
  console.log(`  ${status === 0 ? '✓' : '✗'} ${name} (${figures(wallSeconds, cpuSeconds)})`)
const failed = results.filter((result) => result.status !== 0).length
console.log(
  `${results.length - failed} passed, ${failed} failed, ${phases.length + 1 - results.length} not run; ${figures((performance.now() - started) / 1000, sum('cpuSeconds'))}; calibration ${calibration.toFixed(2)} CPU-s (${calibrationBefore.toFixed(2)} at the start, ${calibrationAfter.toFixed(2)} at the end); CPU-s / calibration ${(sum('cpuSeconds') / calibration).toFixed(0)}`,
)
process.exit(failed === 0 && results.length === phases.length + 1 ? 0 : 1)
