import type { WalletScenario } from './walletScenario.ts'

/** Right after the site is connected, the user moves the wallet to a chain the app does not configure. */
export const unsupportedChainAfterConnect: WalletScenario = {
  issue: 'https://github.com/rainbow-me/rainbowkit/issues/1718',
  report: 'the active chain does not change when the wallet moves to an unsupported chain',
  arrange({ wallet }) {
    const moved = (accounts: readonly string[]) => {
      if (accounts.length === 0) return
      wallet.provider.removeListener('accountsChanged', moved)
      // After the app has seen the connection, as a person would switch in the extension.
      setTimeout(() => wallet.moveToUnsupportedChain(), 0)
    }
    if (!wallet.snapshot().permitted) wallet.provider.on('accountsChanged', moved)
  },
}
