import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process'
import { onTestFinished } from 'vitest'

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
 * Spawns a process for the current test, in a process group of its own, and stops that group
 * (the process and everything it started) when the test finishes, whether it passed or failed.
 */
export function spawnForTest(
  command: string,
  args: readonly string[],
  options: SpawnOptions = {},
  hooks: TestHooks = {},
): SpawnedForTest {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
    detached: true,
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode)
    child.once('exit', (code) => resolve(code))
    child.once('error', () => resolve(null))
  })
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= stopGroup(child, exited)
    return stopping
  }
  ;(hooks.onTestFinished ?? onTestFinished)(stop)
  return { child, exited, output: () => output, stop }
}

/**
 * SIGTERM to the group, SIGKILL after `graceMs`, then waits until no process of the group is
 * left: a child stopped by SIGKILL cannot stop its own children.
 */
async function stopGroup(child: ChildProcess, exited: Promise<unknown>, graceMs = 5_000) {
  const group = child.pid
  if (group === undefined) return
  const signalGroup = (signal: NodeJS.Signals | 0) => {
    try {
      process.kill(-group, signal)
      return true
    } catch {
      return false // ESRCH: nobody left in the group.
    }
  }
  if (!signalGroup('SIGTERM')) return
  const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
  // Zombies still count as members until reaped (by init, for orphans): bounded wait.
  const killAt = performance.now() + graceMs
  const giveUpAt = killAt + graceMs
  let killed = false
  while (signalGroup(0) && performance.now() < giveUpAt) {
    if (!killed && performance.now() > killAt) killed = signalGroup('SIGKILL')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
