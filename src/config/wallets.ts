import type { Wallet, WalletList } from '@rainbow-me/rainbowkit'
import {
  braveWallet,
  coinbaseWallet,
  injectedWallet,
  metaMaskWallet,
  rainbowWallet,
  safeWallet,
  walletConnectWallet,
} from '@rainbow-me/rainbowkit/wallets'
import { createConnector } from 'wagmi'
import { injected } from 'wagmi/connectors'
import { lazyWallet } from '../connectors/lazyWallet'
import { popularGroupName } from './constants'

/**
 * RainbowKit's Browser Wallet on wagmi's own injected connector, without a target (ST-6).
 * RainbowKit targets the `window.ethereum` it finds when the config is built, and a targeted
 * connector never writes wagmi's connected flag; the targetless one reads `window.ethereum` when
 * asked, remembers 'injected.connected' in local storage on connect, forgets it on disconnect,
 * and reconnects after a reload only while it is set (spec §4).
 */
const browserWallet = (): Wallet => ({
  ...injectedWallet(),
  createConnector: (walletDetails) =>
    createConnector((config) => ({ ...injected()(config), ...walletDetails })),
})

/** Group 'Popular' (spec §9), in spec order. */
const popularGroup = {
  groupName: popularGroupName,
  // Each wallet's SDK starts only once the visitor picks it (spec CFG-9).
  wallets: [
    browserWallet,
    safeWallet,
    rainbowWallet,
    coinbaseWallet,
    metaMaskWallet,
    walletConnectWallet,
    braveWallet,
  ].map(lazyWallet),
} satisfies WalletList[number]

/**
 * The groups the connect modal lists: 'Popular', then any extra ones (e.g. development wallets);
 * `leading` ones go first (dev builds and stories only: the 'Get a Wallet' samples).
 */
export function walletGroups(extra: WalletList = [], leading: WalletList = []): WalletList {
  return [...leading, popularGroup, ...extra]
}
