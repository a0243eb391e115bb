import { connectedBefore, type WalletScenario } from './walletScenario.ts'

/** The user locked the wallet while the page was connected, then reloads: no accounts. */
export const lockedWhileConnected: WalletScenario = {
  issue: 'https://github.com/wevm/wagmi/issues/4632',
  report:
    "after the wallet is locked and the page reloaded, isConnected is true while the status stays 'reconnecting'",
  arrange(page) {
    if (connectedBefore(page) && page.wallet.snapshot().unlocked) page.wallet.lock()
  },
}
