import { useConnectModal } from '@rainbow-me/rainbowkit'
import { type ReactNode, useEffect } from 'react'
import { appConfig } from '../../config/appConfig'
import { autoConnect } from '../../config/constants'
import { restoreLastConnection } from '../../connectors/restoreLastConnection'
import { Header } from '../Header/Header'
import { Providers } from '../Providers/Providers'
import { afterWagmiProviderMount } from './afterWagmiProviderMount'

export { Header }

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
      auth={process.env.NEXT_PUBLIC_AUTH === 'siwe' ? 'siwe' : undefined}
      reconnectOnMount={false}
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
