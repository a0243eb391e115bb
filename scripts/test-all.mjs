#!/usr/bin/env node
// `npm test`: everything CI runs, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'

const steps = [
  ['lint and format', 'npx', ['biome', 'ci', '.']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['unit and integration tests', 'npx', ['vitest', 'run']],
  ['end-to-end tests', 'npx', ['playwright', 'test']],
  ['no mock wallet in production', 'node', ['scripts/check-production-build.mjs']],
  ['spec conformance report', 'npm', ['run', '--silent', 'spec:report']],
]

// Every process this run starts inherits PLAZA_TEST_RUN, so the last step can tell them from
// other runs' on the machine (packages/test/src/processes/runProcesses.ts).
const testRun = randomUUID()
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PLAZA_TEST_RUN: testRun }
const results = []
for (const [name, command, args] of steps) {
  const started = performance.now()
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`)
  const { status } = spawnSync(command, args, { stdio: 'inherit', env })
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

console.log('\nnpm test summary')
for (const { name, ok, seconds } of results)
  console.log(`  ${ok ? '✓' : '✗'} ${name} (${seconds} s)`)
const failed = results.filter((result) => !result.ok).length
console.log(`${results.length - failed} passed, ${failed} failed`)
process.exit(failed === 0 && results.length === steps.length + 1 ? 0 : 1)
