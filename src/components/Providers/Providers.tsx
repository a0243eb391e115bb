import { RainbowKitProvider } from '@rainbow-me/rainbowkit'
import type { QueryClient } from '@tanstack/react-query'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { type ReactNode, useState } from 'react'
import { type Config, WagmiProvider } from 'wagmi'
import {
  SiweAuthentication,
  type SiweAuthenticationSettings,
} from '../../auth/client/SiweAuthentication'
import { appName } from '../../config/appInfo'
import { autoConnect, modalSize } from '../../config/constants'
import { createPersistOptions, createQueryClient } from '../../config/queryClient'
import { ProfileAvatar } from '../ProfileAvatar/ProfileAvatar'
import { useWalletListAdditions } from '../UnsupportedWallets/UnsupportedWallets'
import { ConnectAttemptsContext, createConnectAttempts } from '../WalletErrors/connectAttempts'
import { WalletErrorText } from '../WalletErrors/WalletErrorText'
import { theme } from './theme'

export type ProvidersProps = {
  config: Config
  children: ReactNode
  /** A fresh client per mount by default, so tests and stories never share a cache. */
  queryClient?: QueryClient
  /** Where the query cache persists; the window's local storage when unset. */
  queryCacheStorage?: Storage
  /** Sign-in with Ethereum ('Verify your account'); off when unset. Settings let tests pass a fetch. */
  auth?: 'siwe' | SiweAuthenticationSettings
  /** Reconnect a stored connection on mount (spec auto-connect); on by default. */
  reconnectOnMount?: boolean
}

/** wagmi, the persisted query cache and RainbowKit, set up to the spec (§2, §9). */
export function Providers({
  config,
  children,
  queryClient,
  queryCacheStorage,
  auth,
  reconnectOnMount = autoConnect,
}: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  const [persistOptions] = useState(() => createPersistOptions(queryCacheStorage))
  const [connectAttempts] = useState(createConnectAttempts)
  // ERR-UNSUPPORTED: the wallets that cannot run here, which RainbowKit's list hides.
  const disclaimer = useWalletListAdditions()
  return (
    <WagmiProvider config={config} reconnectOnMount={reconnectOnMount}>
      <PersistQueryClientProvider client={client} persistOptions={persistOptions}>
        <WithSignIn auth={auth}>
          {/* Around RainbowKit: its modals (where the phone sheet shows a failure) render beside the children. */}
          <ConnectAttemptsContext.Provider value={connectAttempts}>
            <RainbowKitProvider
              appInfo={{
                appName: appName(),
                disclaimer,
                walletError: WalletErrorText,
                onConnectAttempt: connectAttempts.attempt,
              }}
              modalSize={modalSize}
              theme={theme}
              avatar={ProfileAvatar}
              // LIM-CONFETTI: a wallet icon throws confetti when pressed.
              coolMode
              showRecentTransactions
            >
              {children}
            </RainbowKitProvider>
          </ConnectAttemptsContext.Provider>
        </WithSignIn>
      </PersistQueryClientProvider>
    </WagmiProvider>
  )
}

function WithSignIn({ auth, children }: { auth: ProvidersProps['auth']; children: ReactNode }) {
  if (!auth) return children
  return <SiweAuthentication {...(auth === 'siwe' ? {} : auth)}>{children}</SiweAuthentication>
}
