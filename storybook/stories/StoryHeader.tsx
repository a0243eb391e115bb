import { ConnectButton } from '@rainbow-me/rainbowkit'
import { Header } from '../../src/components/Header/Header'
import { WalletNotices } from '../../src/components/Header/WalletNotices'

/** The app's header with its notices as the wallet stack renders it, with RainbowKit's own button. */
export function StoryHeader() {
  return (
    <Header button={<ConnectButton showBalance />}>
      <WalletNotices />
    </Header>
  )
}
