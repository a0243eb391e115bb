import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { onTestFinished } from 'vitest'
import { isProcessRunning } from './runProcesses'

export type SpawnedForTest = {
  child: ChildProcess
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>
  /** Everything it printed so far, stdout and stderr interleaved. */
  output(): string
  /** Stops it and everything it started; the test's end does the same. */
  stop(): Promise<void>
}

export type TestHooks = {
  /** In `test.concurrent`, pass the test context's own `onTestFinished`. */
  onTestFinished?: typeof onTestFinished
}

/**
 * Spawns a process for the current test and, when the test finishes, whether it passed or
 * failed, stops it and every process it started. It stays in the terminal's process group, so a
 * Ctrl-C meant for the test run reaches it too.
 */
export function spawnForTest(
  command: string,
  args: readonly string[],
  options: SpawnOptions = {},
  hooks: TestHooks = {},
): SpawnedForTest {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code))
    child.once('error', () => resolve(null))
  })
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= stopTree(child, exited)
    return stopping
  }
  ;(hooks.onTestFinished ?? onTestFinished)(stop)
  return { child, exited, output: () => output, stop }
}

/**
 * SIGTERM to the process (which may stop its own children, as the chains command does), SIGKILL
 * after `graceMs`; then whatever it started that still runs gets the same. Its descendants are
 * read from /proc before and while it runs: once it has exited they belong to init.
 */
async function stopTree(child: ChildProcess, exited: Promise<unknown>, graceMs = 5_000) {
  const pid = child.pid
  if (pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  const tree = new Set(descendantsOf(pid))
  const watch = setInterval(() => {
    for (const descendant of descendantsOf(pid)) tree.add(descendant)
  }, 100)
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
  clearInterval(watch)
  await stopAll([...tree], graceMs)
}

async function stopAll(pids: readonly number[], graceMs: number) {
  const signal = (pid: number, name: NodeJS.Signals | 0) => {
    try {
      process.kill(pid, name)
      return true
    } catch {
      return false // Gone.
    }
  }
  const running = () => pids.filter((pid) => isProcessRunning(pid))
  for (const pid of running()) signal(pid, 'SIGTERM')
  const deadline = performance.now() + graceMs
  while (running().length && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20))
  for (const pid of running()) signal(pid, 'SIGKILL')
}

/** Every process below `root`, by the parent pids in /proc/<pid>/stat (Linux; none elsewhere). */
function descendantsOf(root: number): number[] {
  const children = new Map<number, number[]>()
  let entries: string[]
  try {
    entries = readdirSync('/proc')
  } catch {
    return []
  }
  for (const entry of entries) {
    const pid = Number(entry)
    if (!Number.isInteger(pid)) continue
    let stat: string
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    } catch {
      continue
    }
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    children.set(parent, [...(children.get(parent) ?? []), pid])
  }
  const found: number[] = []
  const queue = [root]
  while (queue.length) {
    for (const pid of children.get(queue.shift()!) ?? []) {
      found.push(pid)
      queue.push(pid)
    }
  }
  return found
}
