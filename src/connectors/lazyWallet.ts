import type { WalletList } from '@rainbow-me/rainbowkit'
import { deferUntilChosen } from './deferUntilChosen'
import { guardProviderInput } from './guardProviderInput'

type CreateWalletFn = WalletList[number]['wallets'][number]

/**
 * A RainbowKit wallet whose connector starts only once the visitor picks it (see deferUntilChosen)
 * and whose malformed wallet input is checked (see guardProviderInput).
 */
export function lazyWallet(createWallet: CreateWalletFn): CreateWalletFn {
  return (options) => {
    const wallet = createWallet(options)
    return {
      ...wallet,
      createConnector: (details) =>
        deferUntilChosen(guardProviderInput(wallet.createConnector(details))),
    }
  }
}
