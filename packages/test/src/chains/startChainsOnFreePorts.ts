import { PortInUseError } from '../errors'
import { type PortAllocator, workerPortAllocator } from '../ports/portAllocator'
import { type LocalChains, type StartChainsOptions, startChains } from './startChains'

/** A program outside the allocator may take a port between its check and anvil's bind. */
const attempts = 3

export type StartChainsOnFreePortsOptions = Omit<StartChainsOptions, 'chains'> & {
  /** The chains to start, by id, each on a port of the block claimed. */
  chainIds: readonly number[]
}

/**
 * Starts chains on a block of ports claimed from this worker's allocator (tests, benchmarks);
 * `stop()` also gives the ports back.
 */
export async function startChainsOnFreePorts(
  { chainIds, ...options }: StartChainsOnFreePortsOptions,
  allocator: PortAllocator = workerPortAllocator(),
): Promise<LocalChains> {
  for (let attempt = 1; ; attempt++) {
    const block = await allocator.claim(chainIds.length)
    let chains: LocalChains
    try {
      chains = await startChains({
        ...options,
        chains: chainIds.map((id, index) => ({ id, port: block.first + index })),
      })
    } catch (error) {
      block.release()
      if (error instanceof PortInUseError && attempt < attempts) continue
      throw error
    }
    const stopNodes = chains.stop
    return {
      ...chains,
      async stop() {
        try {
          await stopNodes()
        } finally {
          block.release()
        }
      },
    }
  }
}
