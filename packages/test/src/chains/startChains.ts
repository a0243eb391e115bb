import { NoSnapshotError, UnknownChainError } from '../errors'
import { resolveAnvilBinary } from './anvilBinary'
import { type AnvilNode, startAnvil } from './anvilProcess'
import { installChainState } from './chainState'
import { forkUrlsFromEnv } from './forkUrls'
import { startOrphanGuard } from './orphanGuard'
import { rpc } from './rpc'

export const defaultAppOrigin = 'http://localhost:3000'

export type StartChainsOptions = {
  /** The chains to start: each one's id and the port it listens on. */
  chains: readonly { id: number; port: number }[]
  /** Seconds between blocks; default: instant mining. */
  blockTime?: number
  /** Fork every chain that has an upstream address (env FORK_URL_<chainId>). */
  fork?: boolean
  /** Upstream addresses by chain id; default: env FORK_URL_<chainId>. */
  forkUrls?: Readonly<Record<number, string>>
  /** Origin the avatar records point at; default: env APP_ORIGIN, else http://localhost:3000. */
  appOrigin?: string
  /** Path of the anvil executable; default: the @foundry-rs/anvil platform binary. */
  anvilBinary?: string
  /** Install Multicall3 and the name service (default true); false gives bare anvil, the bench's baseline. */
  withState?: boolean
}

export type LocalChain = {
  id: number
  rpcUrl: string
  port: number
  /** The anvil process. */
  pid: number
  /** Whether it forks an upstream node. */
  forked: boolean
  /** Milliseconds from spawn until the chain answered and held its state. */
  readyMs: number
}

export type LocalChains = {
  /** The chains, in the order they were asked for. */
  chains: readonly LocalChain[]
  /** The node address of a started chain. */
  rpcUrl(chainId: number): string
  /** Snapshots every chain; `revert()` returns to it. */
  snapshot(): Promise<void>
  /** Reverts every chain to the last snapshot and snapshots again, so it can revert again. */
  revert(): Promise<void>
  /** Stops every anvil process and waits for them to exit. */
  stop(): Promise<void>
}

/** Starts an anvil node per chain, with Multicall3 and the name service. */
export async function startChains(options: StartChainsOptions): Promise<LocalChains> {
  const binary = resolveAnvilBinary(options.anvilBinary)
  const forkUrls = options.fork ? (options.forkUrls ?? forkUrlsFromEnv()) : {}
  const appOrigin = options.appOrigin ?? process.env.APP_ORIGIN ?? defaultAppOrigin

  const guard = startOrphanGuard()
  const nodes: AnvilNode[] = []
  const stopAll = async () => {
    await Promise.all(nodes.map((node) => node.stop()))
    guard.dispose()
  }

  const started = await Promise.allSettled(
    options.chains.map(async (chain): Promise<LocalChain> => {
      const forkUrl = forkUrls[chain.id]
      const startedAt = performance.now()
      const node = await startAnvil({
        binary,
        chainId: chain.id,
        port: chain.port,
        blockTime: options.blockTime,
        forkUrl,
      })
      nodes.push(node)
      guard.watch(node.pid)
      if (options.withState !== false)
        await installChainState({
          chainId: chain.id,
          rpcUrl: node.rpcUrl,
          appOrigin,
          forked: Boolean(forkUrl),
        })
      return {
        id: chain.id,
        rpcUrl: node.rpcUrl,
        port: chain.port,
        pid: node.pid,
        forked: Boolean(forkUrl),
        readyMs: performance.now() - startedAt,
      }
    }),
  )
  const failure = started.find((result) => result.status === 'rejected')
  if (failure) {
    await stopAll()
    throw failure.reason
  }
  const chains = started.map((result) => (result as PromiseFulfilledResult<LocalChain>).value)

  const rpcUrl = (chainId: number) => {
    const chain = chains.find((candidate) => candidate.id === chainId)
    if (!chain) throw new UnknownChainError({ chainId })
    return chain.rpcUrl
  }

  // evm_revert consumes its snapshot id, so each revert takes a fresh one.
  let snapshotIds: Map<number, string> | undefined
  const takeSnapshots = async () =>
    new Map(
      await Promise.all(
        chains.map(
          async (chain) => [chain.id, await rpc<string>(chain.rpcUrl, 'evm_snapshot')] as const,
        ),
      ),
    )

  let stopping: Promise<void> | undefined
  return {
    chains,
    rpcUrl,
    async snapshot() {
      snapshotIds = await takeSnapshots()
    },
    async revert() {
      const ids = snapshotIds
      if (!ids) throw new NoSnapshotError()
      await Promise.all(
        chains.map(async (chain) => {
          if (!(await rpc<boolean>(chain.rpcUrl, 'evm_revert', [ids.get(chain.id)])))
            throw new NoSnapshotError()
        }),
      )
      snapshotIds = await takeSnapshots()
    },
    stop() {
      stopping ??= stopAll()
      return stopping
    },
  }
}
