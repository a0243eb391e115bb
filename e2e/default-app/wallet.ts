import {
  type MockWalletTestFixtures,
  type MockWalletWorkerFixtures,
  mockWalletFixtures,
} from '@plaza-social/mock-wallet/playwright'
import { test as base, localChainsFixtures } from '@plaza-social/test/playwright'
import { extractChain } from 'viem'
import * as viemChains from 'viem/chains'

/**
 * The wallet on an app it was not written for: RainbowKit's default setup
 * (fixtures/bench/default-app), as a QA team would drive their own app. Only the mock wallet's
 * public entry (`@plaza-social/mock-wallet/playwright`), the repository's local chains
 * (`@plaza-social/test`) and viem's chain list: nothing of this app (Biome refuses an import of
 * it here).
 *
 * The default app reaches chain i of its list at http://127.0.0.1:(8545 + i) (its `_app.jsx`), the
 * local chains' order; the fixture forwards those addresses to this worker's chains.
 */
const appChainIds = [1, 137, 10, 42161, 8453, 7777777, 43114, 56, 250, 80001, 1101] as const
const appNodeUrl = (chainId: number) =>
  `http://127.0.0.1:${8545 + appChainIds.indexOf(chainId as never)}`

/** viem's definition of a chain id, as the default app's `wagmi/chains` has it. */
const chainOf = (id: number) =>
  extractChain({ chains: Object.values(viemChains), id: id as never }) as viemChains.Chain

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
        chains: walletChainIds.map((id) => {
          const { name, nativeCurrency } = chainOf(id)
          return { id, name, nativeCurrency, rpcUrl: appNodeUrl(id) }
        }),
        nodeUrls: Object.fromEntries(appChainIds.map((id) => [id, appNodeUrl(id)])),
        forward: appChainIds.map((chainId) => ({
          chainId,
          from: appNodeUrl(chainId),
          to: localChains.rpcUrl(chainId),
        })),
      })
    },
  })
