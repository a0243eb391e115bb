import { RainbowKitAuthenticationProvider } from '@rainbow-me/rainbowkit'
import type { ReactNode } from 'react'
import type { SiweAdapterSettings } from './createSiweAdapter'
import type { SignInApiSettings } from './signInApi'
import { useSignInStatus } from './useSignInStatus'

export type SiweAuthenticationSettings = SignInApiSettings & Pick<SiweAdapterSettings, 'location'>

export type SiweAuthenticationProps = SiweAuthenticationSettings & { children: ReactNode }

/**
 * 'Verify your account' (sign-in with Ethereum) for everything inside: goes
 * between WagmiProvider and RainbowKitProvider.
 */
export function SiweAuthentication({ children, ...settings }: SiweAuthenticationProps) {
  const { status, adapter } = useSignInStatus(settings)
  return (
    <RainbowKitAuthenticationProvider adapter={adapter} status={status}>
      {children}
    </RainbowKitAuthenticationProvider>
  )
}
