import type { WalletList } from '@rainbow-me/rainbowkit'
import { deferUntilChosen } from './deferUntilChosen'

type CreateWalletFn = WalletList[number]['wallets'][number]

/** A RainbowKit wallet whose connector starts only once the visitor picks it (see deferUntilChosen). */
export function lazyWallet(createWallet: CreateWalletFn): CreateWalletFn {
  return (options) => {
    const wallet = createWallet(options)
    return {
      ...wallet,
      createConnector: (details) => deferUntilChosen(wallet.createConnector(details)),
    }
  }
}
