import { spawn, spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, onTestFinished, test } from 'vitest'
import { resolveAnvilBinary } from '../chains/anvilBinary'
import { workerPortAllocator } from '../ports/portAllocator'
import { processesOfRun, processKind, strays, testRunVariable } from './runProcesses'
import { spawnForTest } from './spawnForTest'

const checkCommand = new URL('../../bin/nothing-left-running.mjs', import.meta.url).pathname

/** Running, not a zombie: an orphan that ended waits for init to reap it. */
const isAlive = (pid: number) => {
  try {
    return !/\) [ZX] /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

/**
 * An anvil node that escaped its test: detached and forgotten, as a test that fails before its
 * clean-up leaves it. Killed at the test's end should the code under test not stop it.
 */
async function escapedAnvil(env: NodeJS.ProcessEnv) {
  const port = await workerPortAllocator().claim(1)
  const anvil = spawn(resolveAnvilBinary(), ['--port', String(port.first)], {
    env,
    detached: true,
    stdio: 'ignore',
  })
  anvil.unref()
  onTestFinished(() => {
    if (anvil.pid && isAlive(anvil.pid)) process.kill(anvil.pid, 'SIGKILL')
    port.release()
  })
  return anvil.pid!
}

describe('what a test run leaves running', () => {
  test('anvil, next and the chains command are told apart by their command line', () => {
    expect(
      processKind(['/x/node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil', '--port', '1']),
    ).toBe('anvil')
    expect(processKind(['node', '/repo/scripts/dev-chains', '--chains', '1'])).toBe('dev-chains')
    expect(processKind(['/usr/bin/node', 'scripts/dev-chains.mjs'])).toBe('dev-chains')
    expect(processKind(['next-server (v16.4.6)'])).toBe('next')
    expect(processKind(['node', '/repo/node_modules/next/dist/bin/next', 'start'])).toBe('next')
    expect(processKind(['/bin/sh', '-c', 'pids=; while read -r pid; do …'])).toBe('other')
    expect(processKind(['node', '/repo/scripts/next-steps.mjs'])).toBe('other')
  })

  test('a process is found by its run`s PLAZA_TEST_RUN only: not another run`s, not an unmarked one; nothing-left-running.mjs, as npm test runs it, exits 1 naming it by its command line and stops it, then exits 0', async () => {
    const run = randomUUID()
    const ours = await escapedAnvil({ ...process.env, [testRunVariable]: run })
    const anotherRun = await escapedAnvil({ ...process.env, [testRunVariable]: randomUUID() })
    const unmarked = await escapedAnvil({ PATH: process.env.PATH, NODE_ENV: process.env.NODE_ENV })
    const found = await processesOfRun(run)
    expect(found.map(({ pid, kind }) => ({ pid, kind }))).toEqual([{ pid: ours, kind: 'anvil' }])
    const first = spawnSync(process.execPath, [checkCommand, run], { encoding: 'utf8' })
    expect(first.stdout).toMatch(new RegExp(`${ours} anvil: .*anvil --port`))
    expect(first.status).toBe(1)
    const second = spawnSync(process.execPath, [checkCommand, run], { encoding: 'utf8' })
    expect(second.stdout).toContain('Nothing this run started is still running.')
    expect(second.status).toBe(0)
    expect([anotherRun, unmarked].every(isAlive)).toBe(true)
  })

  test('spawnForTest stops the process and what it started at the test`s end', async () => {
    const run = randomUUID()
    let pids: number[] = []
    await new Promise<void>((done, fail) => {
      // A nested test would need a runner; the hook is what matters: collect it and call it.
      const finished: (() => unknown)[] = []
      const shell = spawnForTest(
        '/bin/sh',
        ['-c', 'sleep 60 & echo $! ; sleep 60'],
        { env: { ...process.env, [testRunVariable]: run } },
        { onTestFinished: ((hook: () => unknown) => finished.push(hook)) as never },
      )
      shell.child.stdout?.once('data', async (chunk) => {
        pids = [shell.child.pid!, Number(String(chunk).trim())]
        try {
          expect(pids.every(isAlive)).toBe(true)
          await Promise.all(finished.map((hook) => hook()))
          done()
        } catch (error) {
          fail(error)
        }
      })
    })
    expect(pids.filter(isAlive)).toEqual([])
    expect(strays(await processesOfRun(run))).toEqual([])
  })
})
