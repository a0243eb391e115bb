import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { InvalidPortRangeError } from '@plaza-social/test/errors'
import { workerPortAllocator } from '@plaza-social/test/ports'
import { spawnForTest, type TestHooks } from '@plaza-social/test/vitest'
import { localChainPorts } from '../src/config/localChainsManifest'
import { parseCliArguments, resolveBasePort } from './chains/cli'

/** The developer's command itself, as a terminal runs it (shebang, executable bit). */
const command = new URL('./dev-chains', import.meta.url).pathname

type Ready = {
  type: 'dev-chains:ready'
  manifestPath: string
  chains: { id: number; name: string; rpcUrl: string; port: number; pid: number }[]
}

/** Runs scripts/dev-chains; it and its nodes are stopped when the test ends, whatever happened. */
function runDevChains(args: string[], hooks: TestHooks) {
  const run = spawnForTest(command, args, { stdio: ['ignore', 'pipe', 'pipe', 'ipc'] }, hooks)
  const ready = new Promise<Ready>((resolve) =>
    run.child.once('message', (message) => resolve(message as Ready)),
  )
  return { ...run, ready }
}

/** Ports for one test, given back when it ends. */
async function testPorts(count: number, { onTestFinished }: Required<TestHooks>) {
  const block = await workerPortAllocator().claim(count)
  onTestFinished(() => block.release())
  return block.first
}

/** Runs scripts/dev-chains on Ethereum and Polygon, on ports of the test's own, until it is ready. */
async function runOnTwoChains(hooks: Required<TestHooks>) {
  const basePort = await testPorts(2, hooks)
  const manifest = join(mkdtempSync(join(tmpdir(), 'dev-chains-')), 'manifest.json')
  const run = runDevChains(
    ['--base-port', String(basePort), '--manifest', manifest, '--chains', '1,137'],
    hooks,
  )
  const pids = (await run.ready).chains.map((chain) => chain.pid)
  return { run, basePort, manifest, pids }
}

/** Our own children must be gone entirely: exited and reaped, no zombie. */
const isRunning = (pid: number) => existsSync(`/proc/${pid}`)

/** An orphan is reaped by init, at init's pace: a zombie ('Z') has stopped running. */
function isAlive(pid: number) {
  try {
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false // No /proc entry: gone.
  }
}

test('the options parse', () => {
  expect(
    parseCliArguments(['--base-port', '9000', '--block-time', '2', '--fork', '--chains', '1,10']),
  ).toMatchObject({ basePort: 9000, blockTime: 2, fork: true, chainIds: [1, 10] })
  expect(() => parseCliArguments(['--block-time', 'soon'])).toThrow('Invalid --block-time')
})

test('the base port: explicit, else DEV_CHAINS_BASE_PORT, else 8545', () => {
  expect(resolveBasePort(undefined, {})).toBe(8545)
  expect(resolveBasePort(undefined, { DEV_CHAINS_BASE_PORT: '9000' })).toBe(9000)
  expect(resolveBasePort(9100, { DEV_CHAINS_BASE_PORT: '9000' })).toBe(9100)
  expect(() => resolveBasePort(undefined, { DEV_CHAINS_BASE_PORT: 'x' })).toThrow(
    InvalidPortRangeError,
  )
})

test('foundry.toml has an rpc_endpoints entry per chain, read from FORK_URL_<chainId>', () => {
  const toml = readFileSync(new URL('../foundry.toml', import.meta.url), 'utf8')
  const section = toml.slice(toml.indexOf('[rpc_endpoints]'))
  const variables = [...section.matchAll(/^\w+ = "\$\{FORK_URL_(\d+)\}"$/gm)].map((m) =>
    Number(m[1]),
  )
  expect(variables).toEqual(localChainPorts().map((chain) => chain.id))
})

test('scripts/dev-chains is an executable file with a shebang', () => {
  expect(readFileSync(command, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true)
  expect(statSync(command).mode & 0o111).toBe(0o111)
})

// Each test runs its own process on its own ports, concurrently: most of a run is node and tsx
// starting up. Concurrent tests register their clean-up with their own context's hook. Each
// waits for its command to say it is ready: four starting at once on one slow core (npm run
// test:slow) took longer than the project's 30 s budget.
describe.concurrent('scripts/dev-chains', { timeout: 120_000 }, () => {
  test('prints the readiness table, writes the manifest and stops every node on SIGTERM', async ({
    onTestFinished,
  }) => {
    // Chain 1 listens on base + 0 and chain 137 on base + 1 (spec order).
    const { run, basePort, manifest, pids } = await runOnTwoChains({ onTestFinished })
    expect(run.output()).toMatch(/chain\s+id\s+address\s+ready/)
    expect(run.output()).toMatch(
      new RegExp(`Ethereum\\s+1\\s+http://127.0.0.1:${basePort}\\s+\\d+ ms`),
    )
    const chain = (id: number, name: string, port: number) => ({
      id,
      name,
      rpcUrl: `http://127.0.0.1:${port}`,
      port,
    })
    expect(JSON.parse(readFileSync(manifest, 'utf8'))).toEqual({
      chains: [chain(1, 'Ethereum', basePort), chain(137, 'Polygon', basePort + 1)],
    })

    run.child.kill('SIGTERM')
    expect(await run.exited).toBe(0)
    expect(pids.filter(isRunning)).toEqual([])
  })

  // expect.poll in a concurrent test needs the test's own expect.
  test('a killed dev-chains process leaves no anvil behind (orphan guard)', async ({
    onTestFinished,
    expect,
  }) => {
    const { run, pids } = await runOnTwoChains({ onTestFinished })
    expect(pids.every(isRunning)).toBe(true)
    // Only the command itself: its nodes are left to the orphan guard.
    run.child.kill('SIGKILL')
    await run.exited
    // The orphan guard kills them asynchronously.
    await expect.poll(() => pids.filter(isAlive)).toEqual([])
  })

  test('when the program that started it goes (its IPC channel closes), it stops its nodes and exits', async ({
    onTestFinished,
  }) => {
    const { run, pids } = await runOnTwoChains({ onTestFinished })
    // What a parent's death does to the channel, SIGKILL included.
    run.child.disconnect()
    expect(await run.exited).toBe(0)
    expect(pids.filter(isRunning)).toEqual([])
  })

  test('a busy port exits non-zero with PortInUseError', async ({ onTestFinished }) => {
    const busyPort = await testPorts(1, { onTestFinished })
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(busyPort, '127.0.0.1', resolve))
    onTestFinished(() => {
      server.close()
    })
    const run = runDevChains(['--base-port', String(busyPort), '--chains', '1'], {
      onTestFinished,
    })
    expect(await run.exited).toBe(1)
    expect(run.output()).toContain(
      `PortInUseError: Port ${busyPort} for chain 1 is already in use.`,
    )
  })
})
