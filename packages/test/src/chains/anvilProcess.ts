import { type ChildProcess, spawn } from 'node:child_process'
import { testMnemonic } from '../accounts'
import { AnvilNotFoundError, ChainStartError, PortInUseError } from '../errors'
import { isPortFree } from '../ports/portAvailability'
import { waitForChainId } from './waitForChainId'

const localHost = '127.0.0.1'

export type AnvilOptions = {
  binary: string
  chainId: number
  port: number
  mnemonic?: string
  /** Seconds between blocks; instant mining (a block per transaction) when absent. */
  blockTime?: number
  forkUrl?: string
  /** How long to wait for eth_chainId; forks fetch upstream state first, so they get longer. */
  readyTimeoutMs?: number
}

export type AnvilNode = {
  chainId: number
  port: number
  rpcUrl: string
  pid: number
  /** Milliseconds from spawn until eth_chainId answered. */
  readyMs: number
  stop(): Promise<void>
}

function anvilArguments(options: AnvilOptions): string[] {
  const args = [
    '--host',
    localHost,
    '--port',
    String(options.port),
    '--chain-id',
    String(options.chainId),
    '--mnemonic',
    options.mnemonic ?? testMnemonic,
  ]
  if (options.blockTime !== undefined) args.push('--block-time', String(options.blockTime))
  if (options.forkUrl) args.push('--fork-url', options.forkUrl)
  return args
}

/** Starts one anvil node and resolves when it answers with its chain id. */
export async function startAnvil(options: AnvilOptions): Promise<AnvilNode> {
  const { chainId, port } = options
  // Checked first: a node already on the port would answer eth_chainId in our place.
  if (!(await isPortFree(port, localHost))) throw new PortInUseError({ port, chainId })

  const rpcUrl = `http://${localHost}:${port}`
  const startedAt = performance.now()
  const child = spawn(options.binary, anvilArguments(options), {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // 'Listening on' proves this process bound the port: until then an eth_chainId
  // answer could come from another node that won a race for the same port.
  const listening = new Promise<void>((resolve) => {
    let head: string | undefined = ''
    child.stdout?.setEncoding('utf8')
    child.stdout?.on('data', (chunk: string) => {
      if (head === undefined) return // Past the banner: request logs, drained and dropped.
      head = (head + chunk).slice(-256)
      if (!head.includes('Listening on')) return
      head = undefined
      resolve()
    })
  })
  let stderr = ''
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4096)
  })
  // Plain listeners: events.once would reject `exited` on 'error' too.
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  // Listening also keeps the 'error' event (e.g. ENOENT) from becoming an uncaught exception.
  const spawnFailed = new Promise<NodeJS.ErrnoException>((resolve) => child.once('error', resolve))

  const abort = new AbortController()
  const timeoutMs = options.readyTimeoutMs ?? (options.forkUrl ? 120_000 : 15_000)
  const timer = setTimeout(
    () => abort.abort(new ChainStartError({ chainId, reason: `no answer after ${timeoutMs} ms` })),
    timeoutMs,
  )
  const timedOut = new Promise<never>((_, reject) =>
    abort.signal.addEventListener('abort', () => reject(abort.signal.reason), { once: true }),
  )
  try {
    await Promise.race([
      timedOut,
      listening.then(() => waitForChainId(rpcUrl, chainId, { signal: abort.signal })),
      spawnFailed.then((error) => {
        if (error.code === 'ENOENT' || error.code === 'EACCES')
          throw new AnvilNotFoundError({ path: options.binary, cause: error })
        throw new ChainStartError({ chainId, reason: error.message, cause: error })
      }),
      exited.then(() => {
        if (/address already in use/i.test(stderr)) throw new PortInUseError({ port, chainId })
        throw new ChainStartError({
          chainId,
          reason: stderr.trim() || `anvil exited with ${child.exitCode ?? child.signalCode}`,
        })
      }),
    ])
  } catch (error) {
    abort.abort(error)
    await stopChild(child, exited)
    throw error
  } finally {
    clearTimeout(timer)
  }

  return {
    chainId,
    port,
    rpcUrl,
    pid: child.pid!,
    readyMs: performance.now() - startedAt,
    stop: () => stopChild(child, exited),
  }
}

/** SIGTERM, then SIGKILL if anvil lingers; resolves once the process is reaped. */
async function stopChild(child: ChildProcess, exited: Promise<void>, graceMs = 3_000) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}
