import { requestedGetWalletSamples } from './getWalletSamples'
import { appDevelopmentWallets } from './mockWallet/developmentWallets'
import { TestTransactions } from './TestTransactions/TestTransactions'
import { WalletLab } from './WalletLab/WalletLab'

/**
 * The dev build's wallets: the Test Wallets after 'Popular' and, on request (the Wallet Lab's
 * 'List wallets to get', or a test setting local storage), real wallets with downloads before it,
 * so the 'Get a Wallet' caps bind (LIM-GET). Read once, when the config is made.
 */
export function devWallets() {
  return {
    extraWallets: appDevelopmentWallets(),
    leadingWallets: requestedGetWalletSamples(globalThis.localStorage),
  }
}

/** Under the page: 'Send test transaction' and the Wallet Lab. */
export function DevPanels() {
  return (
    <>
      <TestTransactions />
      <WalletLab />
    </>
  )
}
