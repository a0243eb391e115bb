import type { WalletList } from '@rainbow-me/rainbowkit'
import {
  braveWallet,
  coinbaseWallet,
  injectedWallet,
  metaMaskWallet,
  rainbowWallet,
  safeWallet,
  walletConnectWallet,
} from '@rainbow-me/rainbowkit/wallets'
import { lazyWallet } from '../connectors/lazyWallet'
import { popularGroupName } from './constants'

/** Group 'Popular' (spec §9), in spec order. */
export const popularGroup = {
  groupName: popularGroupName,
  // Each wallet's SDK starts only once the visitor picks it (spec CFG-9).
  wallets: [
    injectedWallet,
    safeWallet,
    rainbowWallet,
    coinbaseWallet,
    metaMaskWallet,
    walletConnectWallet,
    braveWallet,
  ].map(lazyWallet),
} satisfies WalletList[number]

/** The groups the connect modal lists: 'Popular', then any extra ones (e.g. development wallets). */
export function walletGroups(extra: WalletList = []): WalletList {
  return [popularGroup, ...extra]
}
