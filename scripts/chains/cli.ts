import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { parseArgs } from 'node:util'
import { PlazaError } from '@plaza-social/errors'
import { defaultAppOrigin, type LocalChains, startChains } from '@plaza-social/test/chains'
import { InvalidPortRangeError } from '@plaza-social/test/errors'
import { assertPortRange } from '@plaza-social/test/ports'
import {
  defaultLocalBasePort,
  type LocalChainsManifest,
  localChainPorts,
  localChainsManifestPath,
} from '../../src/config/localChainsManifest'
import { formatReadinessTable } from './readinessTable'

const usage = `Usage: scripts/dev-chains [options]   (or npm run chains -- [options])

Starts an anvil node for every chain of the app (src/config/chains.ts), with Multicall3
and the name service, and writes ${localChainsManifestPath} for the app.

Options:
  --base-port <port>   first port (chain i listens on base + i); env DEV_CHAINS_BASE_PORT, default ${defaultLocalBasePort}
  --block-time <s>     mine a block every <s> seconds (default: instant mining)
  --fork               fork each chain that has env FORK_URL_<chainId> (see foundry.toml)
  --chains <ids>       comma-separated chain ids to start (default: all)
  --app-origin <url>   origin of the avatar records; env APP_ORIGIN, default ${defaultAppOrigin}
  --manifest <path>    where to write the manifest (default: ${localChainsManifestPath})
  -h, --help           this text`

/** A command-line option the chains command does not accept. */
class InvalidOptionError extends PlazaError {
  override name = 'InvalidOptionError'
  constructor({ option, value }: { option: string; value: string }) {
    super(`Invalid --${option}: ${value}`)
  }
}

/** The base port: an explicit value, else env DEV_CHAINS_BASE_PORT, else 8545. */
export function resolveBasePort(
  explicit: number | undefined,
  env: Record<string, string | undefined> = process.env,
): number {
  const value = explicit ?? env.DEV_CHAINS_BASE_PORT
  if (value === undefined || value === '') return defaultLocalBasePort
  const port = Number(value)
  if (!Number.isInteger(port)) throw new InvalidPortRangeError({ basePort: value, count: 1 })
  return port
}

/** Writes the node addresses the app reads (`.dev-chains/manifest.json`). */
async function writeManifest(chains: LocalChainsManifest['chains'], path: string) {
  const manifest: LocalChainsManifest = {
    chains: chains.map(({ id, name, rpcUrl, port }) => ({ id, name, rpcUrl, port })),
  }
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, `${JSON.stringify(manifest, null, 2)}\n`)
  return path
}

export type CliOptions = {
  basePort?: number
  blockTime?: number
  fork: boolean
  chainIds?: number[]
  appOrigin?: string
  manifestPath?: string
  help: boolean
}

export function parseCliArguments(args: string[]): CliOptions {
  const { values } = parseArgs({
    args,
    options: {
      'base-port': { type: 'string' },
      'block-time': { type: 'string' },
      fork: { type: 'boolean', default: false },
      chains: { type: 'string' },
      'app-origin': { type: 'string' },
      manifest: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  const positive = (name: string, value: string | undefined) => {
    if (value === undefined) return undefined
    const parsed = Number(value)
    if (!Number.isFinite(parsed) || parsed <= 0)
      throw new InvalidOptionError({ option: name, value })
    return parsed
  }
  return {
    basePort: positive('base-port', values['base-port']),
    blockTime: positive('block-time', values['block-time']),
    fork: values.fork,
    chainIds: values.chains?.split(',').map((id) => Number(id.trim())),
    appOrigin: values['app-origin'],
    manifestPath: values.manifest,
    help: values.help,
  }
}

/** The app's chains the options ask for, each on its port from the base port. */
function chainsToStart(options: CliOptions) {
  const basePort = resolveBasePort(options.basePort)
  const all = localChainPorts(basePort)
  const unknown = options.chainIds?.filter((id) => !all.some((chain) => chain.id === id)) ?? []
  if (unknown.length > 0)
    throw new InvalidOptionError({ option: 'chains', value: unknown.join(',') })
  const wanted = all.filter((chain) => options.chainIds?.includes(chain.id) ?? true)
  assertPortRange(basePort, Math.max(...wanted.map((chain) => chain.port)) - basePort + 1)
  return wanted
}

type RunCliOptions = {
  /** Where the manifest goes without --manifest; default: .dev-chains/manifest.json in the working directory. */
  defaultManifestPath?: string
}

/** Runs until SIGINT/SIGTERM, then stops every node. Resolves with the exit code. */
export async function runCli(args: string[], settings: RunCliOptions = {}): Promise<number> {
  let options: CliOptions
  try {
    options = parseCliArguments(args)
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`)
    return 2
  }
  if (options.help) {
    console.log(usage)
    return 0
  }

  let chains: LocalChains | undefined
  let stopRequested = false
  const stopped = new Promise<void>((resolve) => {
    const stop = () => {
      if (stopRequested) return
      stopRequested = true
      resolve()
    }
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, stop)
    // Started by a program over IPC (a test, a dev script): when it goes, even by SIGKILL,
    // the channel closes and the chains go with it.
    if (process.connected) process.once('disconnect', stop)
  })

  try {
    const startedAt = performance.now()
    const wanted = chainsToStart(options)
    chains = await startChains({
      chains: wanted,
      blockTime: options.blockTime,
      fork: options.fork,
      appOrigin: options.appOrigin,
    })
    const totalMs = performance.now() - startedAt
    const named = chains.chains.map((chain, index) => ({ ...chain, name: wanted[index]!.name }))
    const manifestPath = await writeManifest(
      named,
      options.manifestPath ?? settings.defaultManifestPath ?? localChainsManifestPath,
    )
    console.log(formatReadinessTable(named))
    console.log(
      `\n${chains.chains.length} chains ready in ${Math.round(totalMs)} ms; manifest: ${manifestPath}. Ctrl-C stops them.`,
    )
    // Lets a parent (scripts/start.mjs) wait for the manifest without parsing the table.
    process.send?.({ type: 'dev-chains:ready', manifestPath, chains: named })
  } catch (error) {
    console.error(describeError(error))
    await chains?.stop()
    return 1
  }

  await stopped
  await chains.stop()
  return 0
}

/** An error as the command prints it: name, message and what to do, or the stack of a bug. */
function describeError(error: unknown): string {
  if (error instanceof PlazaError)
    return [`${error.name}: ${error.shortMessage}`, error.details].filter(Boolean).join('\n')
  return error instanceof Error ? (error.stack ?? error.message) : String(error)
}
