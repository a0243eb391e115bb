import { type ChildProcess, spawn } from 'node:child_process'
import { PlazaError } from '@plaza-social/errors'
import { startOrphanGuard } from '../chains/orphanGuard'
import { type PortAllocator, workerPortAllocator } from '../ports/portAllocator'

export class RedisServerStartError extends PlazaError {
  override name = 'RedisServerStartError'
  constructor({ port, output, cause }: { port: number; output: string; cause?: unknown }) {
    super(`redis-server did not start on port ${port}.`, {
      details: `Tests that share sign-in state start a real redis-server (Debian: apt-get install redis-server).\n${output.slice(-1000)}`,
      cause,
    })
  }
}

export type RedisServer = {
  port: number
  /** redis://127.0.0.1:<port> */
  url: string
  /** Stops the server and waits for it to exit. */
  stop(): Promise<void>
}

/**
 * A throwaway redis-server for tests, like the local chains: in memory only (no RDB, no AOF), on
 * 127.0.0.1, on a port claimed from this worker's allocator; killed with the test process even if
 * that dies without stopping it.
 */
export async function startRedisServer({
  binary = process.env.REDIS_SERVER_PATH ?? 'redis-server',
  timeoutMs = 10_000,
  allocator = workerPortAllocator(),
}: {
  binary?: string
  timeoutMs?: number
  allocator?: PortAllocator
} = {}): Promise<RedisServer> {
  const block = await allocator.claim(1)
  const port = block.first
  const guard = startOrphanGuard()
  const child: ChildProcess = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  // A binary that cannot be spawned reports 'error' and never 'exit'.
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.once('error', () => resolve())
  })
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-4096)
      if (!output.includes('Ready to accept connections')) return
      clearTimeout(timer)
      resolve()
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`exited with code ${code}`))
    })
  })
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    guard.dispose()
    block.release()
  }
  try {
    await ready
  } catch (cause) {
    await stop()
    throw new RedisServerStartError({ port, output, cause })
  }
  if (child.pid) guard.watch(child.pid)
  // Past start-up its log is of no interest; keep the pipes drained.
  child.stdout?.resume()
  child.stderr?.resume()
  return { port, url: `redis://127.0.0.1:${port}`, stop }
}
