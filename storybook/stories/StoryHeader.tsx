import { Header } from '../../src/components/Header/Header'
import { WalletNotices } from '../../src/components/Header/WalletNotices'
import { AppConnectButton } from '../../src/walletStack/AppConnectButton'

/**
 * The app's header as the wallet stack renders it (src/walletStack/WalletStack.tsx): the app's
 * wallet button, with the wallet's notices under it.
 */
export function StoryHeader() {
  return (
    <Header button={<AppConnectButton />}>
      <WalletNotices />
    </Header>
  )
}
