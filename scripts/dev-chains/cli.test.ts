import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { parseCliArguments } from './cli'
import { findFreeBasePort } from './portAvailability'
import { workerBasePort } from './ports'
import type { LocalChain } from './startChains'

const executable = new URL('../dev-chains.mjs', import.meta.url).pathname

type Ready = { type: 'dev-chains:ready'; manifestPath: string; chains: LocalChain[] }

function runDevChains(args: string[]) {
  const child = spawn(process.execPath, [executable, ...args], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  const ready = new Promise<Ready>((resolve) => child.once('message', (m) => resolve(m as Ready)))
  return { child, exited, ready, output: () => output }
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

/** Resolves once none of the pids runs; the orphan guard kills asynchronously. */
async function waitUntilDead(pids: number[]) {
  while (pids.some(isAlive)) await new Promise((resolve) => setTimeout(resolve, 5))
}

test('the options parse', () => {
  expect(
    parseCliArguments(['--base-port', '9000', '--block-time', '2', '--fork', '--chains', '1,10']),
  ).toMatchObject({ basePort: 9000, blockTime: 2, fork: true, chainIds: [1, 10] })
  expect(() => parseCliArguments(['--block-time', 'soon'])).toThrow('Invalid --block-time')
})

// Each test runs its own process on its own ports of one free block, concurrently:
// most of a run is node and tsx starting up.
describe.concurrent('scripts/dev-chains.mjs', async () => {
  const block = await findFreeBasePort(workerBasePort())
  // Chain 1 listens on base + 0 and chain 137 on base + 1 (spec order).
  const [sigtermBase, sigkillBase, busyBase] = [block, block + 4, block + 8]

  test('prints the readiness table, writes the manifest and stops every node on SIGTERM', async () => {
    const basePort = sigtermBase
    const manifest = join(mkdtempSync(join(tmpdir(), 'dev-chains-')), 'manifest.json')
    const run = runDevChains([
      '--base-port',
      String(basePort),
      '--manifest',
      manifest,
      '--chains',
      '1,137',
    ])
    const { chains } = await run.ready
    expect(run.output()).toMatch(/chain\s+id\s+address\s+ready/)
    expect(run.output()).toMatch(
      new RegExp(`Ethereum\\s+1\\s+http://127.0.0.1:${basePort}\\s+\\d+ ms`),
    )
    const written = JSON.parse(readFileSync(manifest, 'utf8'))
    expect(written).toEqual({
      chains: [
        { id: 1, name: 'Ethereum', rpcUrl: `http://127.0.0.1:${basePort}`, port: basePort },
        {
          id: 137,
          name: 'Polygon',
          rpcUrl: `http://127.0.0.1:${basePort + 1}`,
          port: basePort + 1,
        },
      ],
    })

    run.child.kill('SIGTERM')
    expect(await run.exited).toBe(0)
    expect(chains.map((chain) => chain.pid).filter(isRunning)).toEqual([])
  })

  test('a killed dev-chains process leaves no anvil behind (orphan guard)', async () => {
    const run = runDevChains([
      '--base-port',
      String(sigkillBase),
      '--chains',
      '1,137',
      '--manifest',
      join(mkdtempSync(join(tmpdir(), 'dev-chains-')), 'manifest.json'),
    ])
    const pids = (await run.ready).chains.map((chain) => chain.pid)
    expect(pids.every(isRunning)).toBe(true)
    run.child.kill('SIGKILL')
    await run.exited
    await waitUntilDead(pids)
    expect(pids.filter(isAlive)).toEqual([])
  })

  test('a busy port exits non-zero with PortInUseError', async () => {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(busyBase, '127.0.0.1', resolve))
    try {
      const run = runDevChains(['--base-port', String(busyBase), '--chains', '1'])
      expect(await run.exited).toBe(1)
      expect(run.output()).toContain(
        `PortInUseError: Port ${busyBase} for chain 1 is already in use.`,
      )
    } finally {
      server.close()
    }
  })
})
