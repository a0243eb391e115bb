import { connectedBefore, type WalletScenario } from './walletScenario.ts'

/** The page reloads while connected, and the wallet never answers `eth_accounts` (Phantom did). */
export const ethAccountsUnansweredOnReload: WalletScenario = {
  issue: 'https://github.com/wevm/wagmi/issues/4236',
  report: "a wallet that never answers eth_accounts leaves the reconnect 'reconnecting' for ever",
  arrange(page) {
    if (connectedBefore(page)) page.wallet.script('eth_accounts', 'hang', 20)
  },
}
