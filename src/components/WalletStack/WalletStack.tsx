import { useConnectModal } from '@rainbow-me/rainbowkit'
import { type ReactNode, useEffect } from 'react'
import { useSignInMode } from '../../auth/client/SignInSetting'
import { appConfig } from '../../config/appConfig'
import { autoConnect } from '../../config/constants'
import { Header } from '../Header/Header'
import { Providers } from '../Providers/Providers'

export { Header }

export type WalletStackProps = {
  children: ReactNode
  /** Reconnect on mount: the stack came for a stored connection (or a flagged build), not for a click. */
  reconnect: boolean
}

/**
 * Everything wallet-related, loaded on demand by `LazyWalletStack` (wagmi, RainbowKit, TanStack
 * Query and the app's config): the providers around the page.
 */
export default function WalletStack({ children, reconnect }: WalletStackProps) {
  // Sign-in is the server's runtime setting, handed down from the page's props (SignInSetting).
  const signIn = useSignInMode()
  return (
    <Providers
      config={appConfig}
      auth={signIn ?? undefined}
      reconnectOnMount={autoConnect && reconnect}
    >
      {children}
    </Providers>
  )
}

/** Opens the connect modal once it can be opened (a click made on the stand-in button). */
export function OpenConnectModal({ onOpened }: { onOpened: () => void }) {
  const { openConnectModal } = useConnectModal()
  useEffect(() => {
    if (!openConnectModal) return
    openConnectModal()
    onOpened()
  }, [openConnectModal, onOpened])
  return null
}
