import type { Fixtures } from '@playwright/test'
import type { LocalChains } from '../chains/startChains'

export type LocalChainsWorkerFixtures = {
  /** This worker's chains: snapshotted once started; a test reverts them before its page loads. */
  localChains: LocalChains
}

/**
 * The worker fixture `localChains`: `chainIds` on ports from the worker's allocator, started once
 * per worker and stopped with it. The name service's avatar records point at the project's
 * baseURL, the app under test, which serves them.
 */
export function localChainsFixtures(
  chainIds: readonly number[],
): Fixtures<Record<never, never>, LocalChainsWorkerFixtures> {
  return {
    localChains: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern
      async ({}, use, workerInfo) => {
        // Loaded here, not with the entry: a Playwright config imports the entry for
        // cpuSlowdownFromEnv, and viem under it would cost every runner and worker process a
        // second or more of CPU.
        const { startChainsOnFreePorts } = await import('../chains/startChainsOnFreePorts')
        const chains = await startChainsOnFreePorts({
          chainIds,
          appOrigin: workerInfo.project.use.baseURL,
        })
        await chains.snapshot()
        await use(chains)
        await chains.stop()
      },
      { scope: 'worker' },
    ],
  }
}
