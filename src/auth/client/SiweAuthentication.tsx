import { RainbowKitAuthenticationProvider } from '@rainbow-me/rainbowkit'
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import type { SignInUnexpectedError } from '../../errors/auth'
import type { SiweAdapterSettings } from './createSiweAdapter'
import type { SignInApiSettings } from './signInApi'
import { useSignInStatus } from './useSignInStatus'

export type SiweAuthenticationSettings = SignInApiSettings & Pick<SiweAdapterSettings, 'location'>

export type SiweAuthenticationProps = SiweAuthenticationSettings & { children: ReactNode }

/** A sign-in failure outside the dialog (session lookup, logout), for the app to show. */
type SignInErrorState = {
  error: SignInUnexpectedError | undefined
  /** Tries the failed call again (the session lookup, or the logout). */
  retry: () => void
  dismiss: () => void
}

const SignInErrorContext = createContext<SignInErrorState | null>(null)

/** The current sign-in failure outside the dialog; null when sign-in is off. */
export function useSignInError() {
  return useContext(SignInErrorContext)
}

const SignInLoadingContext = createContext(false)

/**
 * Whether the sign-in status is still being looked up (false when sign-in is off). RainbowKit
 * 2.2.11's ModalProvider closes every modal when the status turns 'unauthenticated'
 * (`useEffect(() => { if (isUnauthenticated) closeModals() })`, packages/rainbowkit/src/components/
 * RainbowKitProvider/ModalContext.tsx), and its own ConnectButton stays hidden until the status
 * is known: a connect modal opened meanwhile would close by itself.
 */
export function useSignInLoading() {
  return useContext(SignInLoadingContext)
}

/**
 * 'Verify your account' (sign-in with Ethereum) for everything inside: goes
 * between WagmiProvider and RainbowKitProvider.
 */
export function SiweAuthentication({ children, ...settings }: SiweAuthenticationProps) {
  const { status, adapter, error, retry, dismiss } = useSignInStatus(settings)
  const errorState = useMemo(() => ({ error, retry, dismiss }), [error, retry, dismiss])
  return (
    <RainbowKitAuthenticationProvider adapter={adapter} status={status}>
      <SignInLoadingContext.Provider value={status === 'loading'}>
        <SignInErrorContext.Provider value={errorState}>{children}</SignInErrorContext.Provider>
      </SignInLoadingContext.Provider>
    </RainbowKitAuthenticationProvider>
  )
}
