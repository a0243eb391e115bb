import type { MockWallet } from '../core/createMockWallet.ts'
import type { MockWalletInjection } from '../core/injection.ts'

/** What a scenario arranges: the page's wallet, and what extensions do to the page. */
export type ScenarioPage = { wallet: MockWallet; injection: MockWalletInjection }

/**
 * A ready reproduction of a failure users report, named after its upstream issue. `arrange`
 * runs at every page load, before the app's scripts: e.g. on a reload of a connected page, the
 * wallet rejects `eth_accounts`. A new scenario is one more file (and its line in walletScenarios).
 */
export type WalletScenario = {
  /** The upstream issue it reproduces. */
  issue: string
  /** What users report, in a line. */
  report: string
  arrange(page: ScenarioPage): void
}

/** Whether this page load is a reload of a page the wallet is connected to. */
export const connectedBefore = ({ wallet }: ScenarioPage) => wallet.snapshot().permitted
