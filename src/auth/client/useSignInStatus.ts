import type { AuthenticationStatus } from '@rainbow-me/rainbowkit'
import { useEffect, useMemo, useState } from 'react'
import { useAccount } from 'wagmi'
import { createSiweAdapter, type SiweAdapterSettings } from './createSiweAdapter'
import { defaultSignInApiBase, type SignInApiSettings, type SignInSessionState } from './signInApi'

/**
 * The sign-in status (loading, then unauthenticated or authenticated from the
 * session route, so it survives a reload) and the adapter that changes it.
 */
export function useSignInStatus({
  api = defaultSignInApiBase,
  fetch,
  location,
}: SignInApiSettings & Pick<SiweAdapterSettings, 'location'> = {}) {
  const [session, setSession] = useState<SignInSessionState | 'loading'>('loading')
  const [status, setStatus] = useState<AuthenticationStatus>('loading')
  const { address } = useAccount()

  useEffect(() => {
    let current = true
    const request = fetch ?? globalThis.fetch.bind(globalThis)
    request(`${api}/session`, { cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : { authenticated: false }))
      .catch(() => ({ authenticated: false }))
      .then((state: SignInSessionState) => {
        if (!current) return
        setSession(state)
        setStatus(state.authenticated ? 'authenticated' : 'unauthenticated')
      })
    return () => {
      current = false
    }
  }, [api, fetch])

  const adapter = useMemo(
    () =>
      createSiweAdapter({
        api,
        fetch,
        location,
        onStatusChange: (next) => {
          setSession('loading')
          setStatus(next)
        },
      }),
    [api, fetch, location],
  )

  // A session left from another account does not sign in the one connected now.
  const sessionAddress =
    typeof session === 'object' && session.authenticated ? session.address : undefined
  const otherAccount =
    sessionAddress !== undefined &&
    address !== undefined &&
    sessionAddress.toLowerCase() !== address.toLowerCase()
  return { status: otherAccount ? 'unauthenticated' : status, adapter } as const
}
