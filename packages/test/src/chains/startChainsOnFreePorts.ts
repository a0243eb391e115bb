import { PortInUseError } from '../errors'
import { type PortAllocator, workerPortAllocator } from '../ports/portAllocator'
import { localChainList } from './localChainList'
import { type LocalChains, portsSpanned, type StartChainsOptions, startChains } from './startChains'

/** A program outside the allocator may take a port between its check and anvil's bind. */
const attempts = 3

/**
 * Starts chains on a block of ports claimed from this worker's allocator (tests, benchmarks);
 * `stop()` also gives the ports back.
 */
export async function startChainsOnFreePorts(
  options: Omit<StartChainsOptions, 'basePort'> = {},
  allocator: PortAllocator = workerPortAllocator(),
): Promise<LocalChains> {
  const span = portsSpanned(options.chainIds ?? localChainList.map((chain) => chain.id))
  for (let attempt = 1; ; attempt++) {
    const block = await allocator.claim(span)
    let chains: LocalChains
    try {
      chains = await startChains({ ...options, basePort: block.first })
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
