import {
  type MockWalletTestFixtures,
  type MockWalletWorkerFixtures,
  mockWalletFixtures,
} from '@plaza-social/mock-wallet/playwright'
import { test as base, localChainsFixtures } from '@plaza-social/test/playwright'
import { chains, nodeUrlOf } from '../../fixtures/bench/default-app/chains.mjs'

/**
 * The wallet on an app it was not written for: RainbowKit's default setup
 * (fixtures/bench/default-app), as a QA team would drive their own app. Only the mock wallet's
 * public entry (`@plaza-social/mock-wallet/playwright`), the repository's local chains
 * (`@plaza-social/test`) and the default app's own chain list: nothing of this app (Biome refuses
 * an import of it here). The fixture forwards the default app's node addresses to this worker's
 * chains.
 */
const appChainIds = chains.map((chain) => chain.id)

type Fixtures = {
  /** The chains the wallet knows at start (any other answers 4902 until added); default Ethereum. */
  walletChainIds: readonly number[]
  /**
   * Requests the page may not make, refused at once: any host but this machine (the default setup
   * calls WalletConnect's servers on every load).
   */
  refusedRequests: RegExp
}

export const test = base
  .extend<MockWalletTestFixtures, MockWalletWorkerFixtures>(
    // Its own namespace: the package's globals, storage key and pairing scheme under 'acme'.
    mockWalletFixtures({ namespace: 'acme' }),
  )
  .extend(localChainsFixtures(appChainIds))
  .extend<Fixtures>({
    walletChainIds: [[1], { option: true }],
    refusedRequests: [
      async ({ page }, use) => {
        const offMachine = /^https?:\/\/(?!127\.0\.0\.1[:/])/
        await page.route(offMachine, (route) => route.abort())
        await use(offMachine)
      },
      { auto: true },
    ],
    walletNetwork: async ({ localChains, walletChainIds }, use) => {
      await localChains.revert()
      await use({
        // In the test's order: the first is the chain the wallet starts on.
        chains: walletChainIds.map((id) => {
          const { name, nativeCurrency } = chains.find((chain) => chain.id === id)!
          return { id, name, nativeCurrency, rpcUrl: nodeUrlOf(id) }
        }),
        nodeUrls: Object.fromEntries(appChainIds.map((id) => [id, nodeUrlOf(id)])),
        forward: appChainIds.map((chainId) => ({
          chainId,
          from: nodeUrlOf(chainId),
          to: localChains.rpcUrl(chainId),
        })),
      })
    },
  })
