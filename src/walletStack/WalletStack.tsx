import type { ReactNode } from 'react'
import { useSignInMode } from '../auth/client/SignInSetting'
import { Header } from '../components/Header/Header'
import { WalletNotices } from '../components/Header/WalletNotices'
import { Providers } from '../components/Providers/Providers'
import { devExtras } from '../dev/devExtras'
import { AppConnectButton } from './AppConnectButton'
import { appConfig } from './appConfig'
import { useRestoreLastConnection } from './useRestoreLastConnection'

export type WalletStackProps = {
  children: ReactNode
  /** Reconnect the wallet used last (useRestoreLastConnection). */
  restoreConnection: boolean
}

/**
 * Everything wallet-related, loaded on demand by the shell (wagmi, RainbowKit, TanStack Query and
 * the app's config): the providers around the header and the page (and a dev build's panels).
 */
export function WalletStack({ children, restoreConnection }: WalletStackProps) {
  // Sign-in is the server's runtime setting, handed down from the page's props (SignInSetting).
  const signIn = useSignInMode()
  useRestoreLastConnection(appConfig, restoreConnection)
  return (
    <Providers
      config={appConfig}
      auth={signIn ?? undefined}
      // Only the wallet used last is reconnected (above): wagmi's own reconnect asks every wallet.
      reconnectOnMount={false}
    >
      <Header button={<AppConnectButton />}>
        <WalletNotices />
      </Header>
      {children}
      {devExtras && <devExtras.DevPanels />}
    </Providers>
  )
}
