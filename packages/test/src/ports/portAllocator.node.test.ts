import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { describe, expect, onTestFinished, test } from 'vitest'
import { InvalidPortCountError, NoFreePortsError } from '../errors'
import { spawnForTest } from '../processes/spawnForTest'
import { PortAllocator, type PortBlock, testPortRange, workerPortAllocator } from './portAllocator'
import { isPortFree } from './portAvailability'

const childScript = new URL('./claimPorts.child.ts', import.meta.url).pathname
const projectRoot = new URL('../../../../', import.meta.url).pathname

/**
 * A private playground for one test: a range of `size` ports claimed from this worker's own
 * allocator (so other runs on the machine never meet it), with a lock folder of its own.
 */
async function playground(size: number) {
  const range = await workerPortAllocator().claim(size)
  onTestFinished(() => range.release())
  const lockDir = mkdtempSync(join(tmpdir(), 'port-locks-'))
  const options = { lockDir, first: range.first, end: range.first + size }
  return { ...options, allocator: () => new PortAllocator(options) }
}

const portsOf = (block: Pick<PortBlock, 'first' | 'count'>) =>
  Array.from({ length: block.count }, (_, offset) => block.first + offset)

function overlaps(blocks: Pick<PortBlock, 'first' | 'count'>[]) {
  const all = blocks.flatMap(portsOf)
  return all.filter((port, index) => all.indexOf(port) !== index)
}

/** A child process with its own allocator (claimPorts.child.ts), stopped when the test ends. */
function claimingProcess(lockDir: string, first: number, end: number, count: number, times = 1) {
  const args = [childScript, lockDir, ...[first, end, count, times].map(String)]
  const run = spawnForTest(process.execPath, ['--import', 'tsx', ...args], {
    cwd: projectRoot,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  const lines = createInterface({ input: run.child.stdout! })[Symbol.asyncIterator]()
  const line = async () => {
    const next = await lines.next()
    if (next.done) throw new Error(`the child exited: ${run.output()}`)
    return next.value
  }
  const ready = line()
  return {
    ...run,
    /** Resolves once the child has loaded and waits for 'go'. */
    ready,
    go: () => run.child.stdin?.write('go\n'),
    claimed: ready
      .then(line)
      .then((json) => JSON.parse(json) as { first: number; count: number }[]),
  }
}

describe('the port allocator', () => {
  test('a block is consecutive, inside the test range, below 32768, and every port is free', async () => {
    const block = await workerPortAllocator().claim(11)
    onTestFinished(() => block.release())
    expect(block.count).toBe(11)
    expect(block.first).toBeGreaterThanOrEqual(testPortRange.first)
    expect(block.first + block.count).toBeLessThanOrEqual(32_768)
    expect(await Promise.all(portsOf(block).map((port) => isPortFree(port)))).toEqual(
      portsOf(block).map(() => true),
    )
  })

  test('blocks never overlap: within one allocator, and across allocators sharing the lock folder', async () => {
    const { allocator } = await playground(40)
    const [one, two] = [allocator(), allocator()]
    const blocks = await Promise.all(
      Array.from({ length: 8 }, (_, index) => (index % 2 ? one : two).claim(5)),
    )
    expect(overlaps(blocks)).toEqual([])
    // All 40 ports are out: a ninth block has nowhere to go.
    await expect(one.claim(1)).rejects.toBeInstanceOf(NoFreePortsError)
  })

  test('released ports can be claimed again; release is safe to repeat', async () => {
    const { allocator } = await playground(5)
    const ports = allocator()
    const block = await ports.claim(5)
    block.release()
    block.release()
    const again = await ports.claim(5)
    expect(again.first).toBe(block.first)
  })

  test('two processes asking at once get blocks that never overlap, and free them on exit', async () => {
    // Room for 16 blocks of 5; racing processes may leave gaps, so 8 always fit.
    const { lockDir, first, end } = await playground(80)
    const children = [0, 1].map(() => claimingProcess(lockDir, first, end, 5, 4))
    // Both loaded and waiting: 'go' reaches them back to back, and they claim at the same time.
    await Promise.all(children.map((child) => child.ready))
    for (const child of children) child.go()
    const [a, b] = await Promise.all(children.map((child) => child.claimed))
    expect(a).toHaveLength(4)
    expect(b).toHaveLength(4)
    // Neither process got a port the other (or it itself) holds.
    expect(overlaps([...a!, ...b!])).toEqual([])
    expect(readdirSync(lockDir).filter((name) => name.endsWith('.lock'))).toHaveLength(40)
    for (const child of children) child.child.stdin?.end()
    expect(await Promise.all(children.map((child) => child.exited))).toEqual([0, 0])
    expect(readdirSync(lockDir)).toEqual([])
  })

  test('the ports of a killed process are claimed again: its locks name a process that is gone', async () => {
    const { lockDir, first, end, allocator } = await playground(5)
    const child = claimingProcess(lockDir, first, end, 5)
    await child.ready
    child.go()
    const [held] = await child.claimed
    expect(held).toEqual({ first, count: 5 })
    await expect(allocator().claim(5)).rejects.toBeInstanceOf(NoFreePortsError)
    child.child.kill('SIGKILL')
    await child.exited
    expect(readdirSync(lockDir).filter((name) => name.endsWith('.lock'))).toHaveLength(5)
    expect((await allocator().claim(5)).first).toBe(first)
  })

  test('a lock whose pid now belongs to another process (another start time) is reclaimed', async () => {
    const { lockDir, first, allocator } = await playground(1)
    // This very process's pid, but a start time it never had: the owner died, its pid reused.
    writeFileSync(join(lockDir, `${first}.lock`), `${process.pid} 1 deadbeef\n`)
    const block = await allocator().claim(1)
    expect(block.first).toBe(first)
    expect(readFileSync(join(lockDir, `${first}.lock`), 'utf8')).not.toContain('deadbeef')
  })

  test('a port another program listens on is skipped, though nobody locked it', async () => {
    const { lockDir, first, allocator } = await playground(6)
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(first + 2, '127.0.0.1', resolve))
    onTestFinished(() => {
      server.close()
    })
    const block = await allocator().claim(3)
    expect(block.first).toBe(first + 3)
    // The locks it took on the way were given back: only the block's own remain.
    expect(readdirSync(lockDir).sort()).toEqual(portsOf(block).map((port) => `${port}.lock`))
  })

  test('a count that is not a whole number of ports, or that does not fit, is an error', async () => {
    const { allocator } = await playground(3)
    await expect(allocator().claim(0)).rejects.toBeInstanceOf(InvalidPortCountError)
    await expect(allocator().claim(2.5)).rejects.toBeInstanceOf(InvalidPortCountError)
    await expect(allocator().claim(4)).rejects.toBeInstanceOf(NoFreePortsError)
  })

  test('a worker has one allocator, whichever copy of the module asks', () => {
    expect(workerPortAllocator()).toBe(workerPortAllocator())
    const key = Symbol.for('@plaza-social/test:workerPortAllocator')
    expect((globalThis as Record<symbol, unknown>)[key]).toBe(workerPortAllocator())
  })
})
