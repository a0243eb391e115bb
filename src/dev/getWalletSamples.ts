import type { WalletList } from '@rainbow-me/rainbowkit'
import {
  bitgetWallet,
  ledgerWallet,
  okxWallet,
  phantomWallet,
  trustWallet,
  zerionWallet,
} from '@rainbow-me/rainbowkit/wallets'
import { lazyWallet } from '../connectors/lazyWallet'

/** Local storage key that asks a dev build for the samples. */
export const getWalletSamplesKey = 'plaza.dev.getWalletSamples'

/**
 * Real wallets with something to download (an extension, a desktop or a phone app), listed
 * before 'Popular' on request in dev builds and in stories, so the 'Get a Wallet' lists have
 * more candidates than their caps (LIM-GET): RainbowKit's desktop list takes the first wallets
 * of the whole list and then drops those without downloads, and 'Popular' starts with two
 * such (Browser Wallet, Safe), so the product's own list never fills the desktop cap.
 * @internal Exported for the stories, which list it on request.
 */
export const getWalletSamplesGroup = {
  groupName: 'Wallets to get',
  wallets: [zerionWallet, trustWallet, ledgerWallet, okxWallet, phantomWallet, bitgetWallet].map(
    lazyWallet,
  ),
} satisfies WalletList[number]

/** The samples when `storage` asks for them (a dev build's Wallet Lab, or a test). */
export function requestedGetWalletSamples(storage: Pick<Storage, 'getItem'> | undefined) {
  return storage?.getItem(getWalletSamplesKey) === '1' ? [getWalletSamplesGroup] : undefined
}
