import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { processesOfRun, testRunVariable } from '@plaza-social/test/processes'
import { spawnForTest } from '@plaza-social/test/vitest'

const root = new URL('..', import.meta.url).pathname
const vitest = join(root, 'node_modules/vitest/vitest.mjs')
const fixtureConfig = join(root, 'scripts/fixtures/failing-test/vitest.config.ts')
const checkCommand = join(root, 'packages/test/bin/nothing-left-running.mjs')

/** Running, not a zombie waiting for its parent to reap it. */
function isRunning(pid: number) {
  try {
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

test('a test that fails after starting chains and scripts/dev-chains leaves nothing running, and npm test`s last step says so', async () => {
  const run = randomUUID()
  const pidsFile = join(mkdtempSync(join(tmpdir(), 'failing-test-')), 'pids.json')
  // The failing test runs in a vitest of its own, marked as a test run of its own; the vitest
  // running this test must not look like its parent run.
  const env = { ...process.env }
  for (const name of Object.keys(env)) if (name.startsWith('VITEST')) delete env[name]
  const failing = spawnForTest(process.execPath, [vitest, 'run', '--config', fixtureConfig], {
    cwd: root,
    env: { ...env, [testRunVariable]: run, FAILING_TEST_PIDS: pidsFile, NO_COLOR: '1' },
  })
  expect(await failing.exited).toBe(1)
  // It failed where it meant to: after everything had started.
  expect(failing.output()).toContain(
    "expected 'the manifest this test expected' to be 'a different one'",
  )

  // It had started two anvil nodes, the chains command and that command's two nodes.
  expect(existsSync(pidsFile)).toBe(true)
  const pids = JSON.parse(readFileSync(pidsFile, 'utf8')) as number[]
  expect(pids).toHaveLength(5)
  expect(pids.filter(isRunning)).toEqual([])
  expect(await processesOfRun(run)).toEqual([])

  const check = spawnSync(process.execPath, [checkCommand, run], { encoding: 'utf8' })
  expect(check.stdout).toContain('Nothing this run started is still running.')
  expect(check.status).toBe(0)
}, 120_000)
