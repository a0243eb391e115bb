import {
  isProcessRunning,
  processesOfRun,
  type RunProcess,
  strays,
  testRunVariable,
} from './runProcesses'

type NothingLeftRunningOptions = {
  /** How long processes that are ending (an orphan guard stopping its nodes) get to go. */
  graceMs?: number
  log?: (line: string) => void
}

/**
 * The last step of `npm test`: resolves with exit code 0 when no anvil, next or dev-chains process
 * of run `run` is alive after the grace time; otherwise lists them, stops them (they are this
 * run's own, by their PLAZA_TEST_RUN) and resolves with 1.
 */
export async function checkNothingLeftRunning(
  run: string | undefined,
  { graceMs = 5_000, log = console.log }: NothingLeftRunningOptions = {},
): Promise<number> {
  if (!run) {
    log(`Give the run's ${testRunVariable} id as the argument.`)
    return 2
  }
  const deadline = performance.now() + graceMs
  let left = strays(await processesOfRun(run))
  while (left.length && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    left = strays(await processesOfRun(run))
  }
  if (!left.length) {
    log('Nothing this run started is still running.')
    return 0
  }
  log(`Still running after the tests (${testRunVariable}=${run}), now stopped:`)
  for (const found of left) log(`  ${found.pid} ${found.kind}: ${found.command}`)
  await stopProcesses(left)
  return 1
}

/** SIGTERM, then SIGKILL for whatever still runs after `graceMs`. */
async function stopProcesses(processes: readonly RunProcess[], graceMs = 3_000) {
  const signal = (found: RunProcess, name: NodeJS.Signals) => {
    try {
      process.kill(found.pid, name)
    } catch {
      // Already gone.
    }
  }
  for (const found of processes) signal(found, 'SIGTERM')
  const deadline = performance.now() + graceMs
  const alive = () => processes.filter((found) => isProcessRunning(found.pid))
  while (alive().length && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50))
  for (const found of alive()) signal(found, 'SIGKILL')
}
