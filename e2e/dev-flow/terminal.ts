import { type ChildProcess, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'

/** A process seen in /proc: its pid and its command line. */
export type ProcessInfo = { pid: number; command: string }

/** The parent pid and state of a process, or undefined once it is gone (Linux /proc). */
function readStat(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // After the name in parentheses: state, then parent pid.
    const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return { state, parent: Number(parent) }
  } catch {
    return undefined
  }
}

function commandOf(pid: number) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim()
  } catch {
    return ''
  }
}

/** Every process below `root`, at this moment. */
function descendantsOf(root: number): ProcessInfo[] {
  const children = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry)
    const stat = Number.isInteger(pid) ? readStat(pid) : undefined
    if (stat) children.set(stat.parent, [...(children.get(stat.parent) ?? []), pid])
  }
  const found: ProcessInfo[] = []
  const queue = [...(children.get(root) ?? [])]
  while (queue.length > 0) {
    const pid = queue.shift()!
    found.push({ pid, command: commandOf(pid) })
    queue.push(...(children.get(pid) ?? []))
  }
  return found
}

/** The processes of a list that still run (a zombie has ended and only waits to be reaped). */
export const stillRunning = (processes: readonly ProcessInfo[]) =>
  processes.filter(({ pid }) => {
    const stat = readStat(pid)
    return stat !== undefined && stat.state !== 'Z'
  })

/** Whether nothing listens on the port (127.0.0.1) any more. */
export const isPortFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })

/**
 * A command run as in a terminal of its own: its own process group (the terminal's foreground
 * job), its output collected as the developer reads it, Ctrl-C as the terminal sends it (SIGINT
 * to the whole group).
 */
export class Terminal {
  readonly #child: ChildProcess
  #output = ''
  readonly #listeners = new Set<() => void>()
  #failedToStart = false
  /** How the command ended: its exit code, or the signal that ended it. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>

  constructor(command: string, args: readonly string[], env: Record<string, string>) {
    this.#child = spawn(command, args, {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    })
    const collect = (chunk: Buffer) => {
      this.#output += chunk.toString('utf8')
      for (const listener of this.#listeners) listener()
    }
    this.#child.stdout?.on('data', collect)
    this.#child.stderr?.on('data', collect)
    this.exited = new Promise((resolve) => {
      this.#child.once('exit', (code, signal) => {
        for (const listener of this.#listeners) listener()
        resolve({ code, signal })
      })
    })
    // A command that cannot start (not found, not executable) shows why, as a shell would.
    this.#child.once('error', (error) => {
      this.#output += `${command}: ${error.message}\n`
      this.#failedToStart = true
      for (const listener of this.#listeners) listener()
    })
  }

  get pid() {
    return this.#child.pid!
  }

  get output() {
    return this.#output
  }

  /** Resolves with the first match once the output shows it; fails if the command ends (or never starts) first. */
  waitForOutput(pattern: RegExp): Promise<RegExpMatchArray> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const match = this.#output.match(pattern)
        if (match) {
          this.#listeners.delete(check)
          resolve(match)
        } else if (
          this.#failedToStart ||
          this.#child.exitCode !== null ||
          this.#child.signalCode !== null
        ) {
          this.#listeners.delete(check)
          reject(new Error(`ended before printing ${pattern}:\n${this.#output}`))
        }
      }
      this.#listeners.add(check)
      check()
    })
  }

  /** Every process the command started, and the command itself. */
  processes(): ProcessInfo[] {
    return [{ pid: this.pid, command: commandOf(this.pid) }, ...descendantsOf(this.pid)]
  }

  /** Ctrl-C: SIGINT to every process of the terminal's foreground group. */
  pressCtrlC() {
    process.kill(-this.pid, 'SIGINT')
  }

  /** Clean-up after a failed test only: SIGKILL to the group. */
  killGroup() {
    try {
      process.kill(-this.pid, 'SIGKILL')
    } catch {
      // The group is gone already.
    }
  }
}
