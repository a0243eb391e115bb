import { spawn } from 'node:child_process'

export type OrphanGuard = {
  /** Adds a child to kill should this process die without stopping it. */
  watch(pid: number): void
  /** Ends the guard without killing anything (the children were stopped properly). */
  dispose(): void
}

/**
 * A tiny shell that holds the children's pids and kills them when our end of
 * its stdin closes, which the kernel does even when this process dies by
 * SIGKILL or a crash. Anvil has no parent-death option, and Node cannot set
 * one, so without this a killed test worker would leave anvil nodes behind.
 */
export function startOrphanGuard(): OrphanGuard {
  if (process.platform === 'win32') return { watch() {}, dispose() {} }
  const guard = spawn(
    '/bin/sh',
    ['-c', 'pids=; while read -r pid; do pids="$pids $pid"; done; [ -n "$pids" ] && kill $pids'],
    // Its own process group: a Ctrl-C meant for the chains does not end the guard early.
    { stdio: ['pipe', 'ignore', 'ignore'], detached: true },
  )
  guard.on('error', () => {})
  guard.stdin?.on('error', () => {})
  // The guard must not keep this process alive.
  guard.unref()
  ;(guard.stdin as unknown as { unref?: () => void } | null)?.unref?.()
  return {
    watch(pid) {
      guard.stdin?.write(`${pid}\n`)
    },
    dispose() {
      // SIGKILL first, so closing stdin cannot make it kill pids that were reused.
      guard.kill('SIGKILL')
      guard.stdin?.destroy()
    },
  }
}
