import { closeSync, existsSync, openSync, readFileSync, statSync, unlinkSync } from 'node:fs'

/** A mutex left by a process that died while reclaiming a lock; reclaiming takes microseconds. */
const abandonedReclaimMs = 10_000

/**
 * Removes a lock whose owner no longer runs. Whoever reclaims holds a mutex and re-reads the lock
 * first, so two runs that both found it abandoned cannot remove the lock the winner just took.
 * True when the caller may try to lock again.
 */
export function reclaimIfAbandoned(path: string): boolean {
  const owner = readIfExists(path)
  if (owner === undefined) return true
  if (isOwnerAlive(owner)) return false
  const mutex = `${path}.reclaim`
  let descriptor: number
  try {
    descriptor = openSync(mutex, 'wx')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    if (Date.now() - (statIfExists(mutex)?.mtimeMs ?? Date.now()) > abandonedReclaimMs)
      unlinkIfExists(mutex)
    return false
  }
  try {
    if (readIfExists(path) === owner) unlinkIfExists(path)
  } finally {
    closeSync(descriptor)
    unlinkIfExists(mutex)
  }
  return true
}

/** Whether the process of a lock (`<pid> <start time> <token>`) still runs: same pid, same start. */
function isOwnerAlive(owner: string): boolean {
  const [pid, startTime] = owner.split(' ')
  const running = processStartTime(Number(pid))
  if (running === undefined) return false
  // A pid the kernel gave to a new process since: the owner died.
  return startTime === '?' || running === '?' || running === startTime
}

/**
 * A process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat), which tells a
 * reused pid from the original; undefined when it no longer runs (or is a zombie); '?' where
 * there is no /proc.
 */
export function processStartTime(pid: number): string | undefined {
  if (!Number.isInteger(pid) || pid <= 0) return undefined
  if (!existsSync('/proc/self/stat')) {
    try {
      process.kill(pid, 0)
      return '?'
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM' ? '?' : undefined
    }
  }
  const stat = readIfExists(`/proc/${pid}/stat`)
  if (stat === undefined) return undefined
  // Fields after the command name, which may hold spaces and parentheses: state is field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  if (fields[0] === 'Z' || fields[0] === 'X') return undefined
  return fields[19]
}

export function readIfExists(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return undefined
  }
}

function statIfExists(path: string) {
  try {
    return statSync(path)
  } catch {
    return undefined
  }
}

export function unlinkIfExists(path: string) {
  try {
    unlinkSync(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}
