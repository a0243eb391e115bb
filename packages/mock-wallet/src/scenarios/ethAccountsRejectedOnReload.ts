import { connectedBefore, type WalletScenario } from './walletScenario.ts'

/** The page reloads while connected, and the wallet rejects `eth_accounts` (4001) for a while. */
export const ethAccountsRejectedOnReload: WalletScenario = {
  issue: 'https://github.com/wevm/wagmi/issues/5233',
  report:
    "reconnect() strands the status at 'reconnecting' when the wallet's authorization check rejects",
  arrange(page) {
    if (connectedBefore(page)) page.wallet.script('eth_accounts', 'reject', 20)
  },
}
