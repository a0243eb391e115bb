import { useConnectModal } from '@rainbow-me/rainbowkit'
import { type ReactNode, useEffect } from 'react'
import { useAccount } from 'wagmi'
import { useSignInMode } from '../../auth/client/SignInSetting'
import { useSignInLoading } from '../../auth/client/SiweAuthentication'
import { appConfig } from '../../config/appConfig'
import { autoConnect } from '../../config/constants'
import { restoreLastConnection } from '../../connectors/restoreLastConnection'
import { Header } from '../Header/Header'
import { Providers } from '../Providers/Providers'
import { afterWagmiProviderMount } from './afterWagmiProviderMount'

export type WalletStackProps = {
  children: ReactNode
  /** Reconnect the wallet used last: a returning visitor's page (or a flagged build), never a first visit. */
  restoreConnection: boolean
}

/**
 * Everything wallet-related, loaded on demand by `LazyWalletStack` (wagmi, RainbowKit, TanStack
 * Query and the app's config): the providers around the page. wagmi never reconnects every
 * wallet on mount (that would start each wallet's SDK): only the one used last is restored.
 */
export default function WalletStack({ children, restoreConnection }: WalletStackProps) {
  // Sign-in is the server's runtime setting, handed down from the page's props (SignInSetting).
  const signIn = useSignInMode()
  useEffect(() => {
    if (!autoConnect || !restoreConnection) return
    return afterWagmiProviderMount(() => {
      restoreLastConnection(appConfig).catch((error: unknown) =>
        console.error('The last wallet could not be reconnected.', error),
      )
    })
  }, [restoreConnection])
  return (
    <Providers
      config={appConfig}
      auth={signIn ?? undefined}
      // Only the wallet used last is reconnected (above): wagmi's own reconnect asks every wallet.
      reconnectOnMount={false}
    >
      {children}
    </Providers>
  )
}

/** The app's header (its notices included); `whenDisconnected` in place of RainbowKit's button while no wallet is connected or connecting. */
export function AccountHeader({ whenDisconnected }: { whenDisconnected: ReactNode }) {
  const { isDisconnected } = useAccount()
  return <Header button={isDisconnected ? whenDisconnected : undefined} />
}

/**
 * RainbowKit's `openConnectModal` (defined while the modal can open and stay open: not while the
 * sign-in status is still loading) and whether a wallet is connected.
 */
export type ConnectModalState = { open: (() => void) | undefined; connected: boolean }

/** Reports the connect modal's state to the stand-in 'Connect Wallet' outside the providers. */
export function ReportConnectModal({ onChange }: { onChange: (state: ConnectModalState) => void }) {
  const { openConnectModal } = useConnectModal()
  const { isConnected } = useAccount()
  // While the sign-in status loads, RainbowKit hides its own button and would close a modal opened
  // now once the status lands: a press waits behind the dialog frame instead (LazyWalletStack).
  const signInLoading = useSignInLoading()
  const open = signInLoading ? undefined : openConnectModal
  useEffect(() => onChange({ open, connected: isConnected }), [open, isConnected, onChange])
  return null
}
