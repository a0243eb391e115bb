import { readFileSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { basename } from 'node:path'

/**
 * The variable `npm test` (scripts/test-all.mjs) puts into its children's environment with an id
 * of its own: every process the run starts inherits it, whoever spawned it, and /proc/<pid>/environ
 * shows it. Other runs on the machine (other engineers, a developer's chains) carry another id
 * or none.
 */
export const testRunVariable = 'PLAZA_TEST_RUN'

/** What a run must not leave behind: anvil nodes, Next servers, the chains command. */
type StrayKind = 'anvil' | 'next' | 'dev-chains'

export type RunProcess = {
  pid: number
  kind: StrayKind | 'other'
  /** The command line, as `ps` shows it. */
  command: string
}

/**
 * Which of the kinds a process is, from its command line.
 * @internal Exported for its test.
 */
export function processKind(argv: readonly string[]): RunProcess['kind'] {
  const [program = ''] = argv
  if (basename(program) === 'anvil' || basename(program) === 'anvil.exe') return 'anvil'
  if (argv.some((arg) => /(^|[\\/])dev-chains(\.mjs)?$/.test(arg))) return 'dev-chains'
  // Next renames its server processes ('next-server (v16…)'); builds and workers run from next/dist.
  if (program.startsWith('next-') || argv.some((arg) => /[\\/]next[\\/]dist[\\/]/.test(arg)))
    return 'next'
  return 'other'
}

/**
 * The running processes whose environment carries `PLAZA_TEST_RUN=<run>` (Linux /proc), except
 * this process and its ancestors (which may carry it too) and zombies (already ended).
 */
export async function processesOfRun(run: string): Promise<RunProcess[]> {
  const marker = `${testRunVariable}=${run}`
  const lineage = await ownLineage()
  const found: RunProcess[] = []
  for (const entry of await readdir('/proc')) {
    const pid = Number(entry)
    if (!Number.isInteger(pid) || lineage.has(pid)) continue
    // A process may end (or belong to another user) between the listing and the read.
    const environ = await readFile(`/proc/${pid}/environ`, 'utf8').catch(() => '')
    if (!environ.split('\0').includes(marker)) continue
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')
    if (!stat || isZombie(stat)) continue
    const argv = (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => ''))
      .split('\0')
      .filter(Boolean)
    found.push({ pid, kind: processKind(argv), command: argv.join(' ') })
  }
  return found
}

/** The strays among a run's processes: anvil, next and dev-chains. */
export function strays(processes: readonly RunProcess[]) {
  return processes.filter((found) => found.kind !== 'other')
}

/** Running and not a zombie (an orphan that ended waits for init to reap it); Linux /proc. */
export function isProcessRunning(pid: number): boolean {
  try {
    return !isZombie(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

function isZombie(stat: string) {
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3)
  return state === 'Z' || state === 'X'
}

/** This process and its ancestors, by the parent pid in /proc/<pid>/stat. */
async function ownLineage(): Promise<Set<number>> {
  const lineage = new Set<number>()
  let pid = process.pid
  while (pid > 1 && !lineage.has(pid)) {
    lineage.add(pid)
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')
    pid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] ?? 0)
  }
  return lineage
}
