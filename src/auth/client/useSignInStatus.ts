import type { AuthenticationStatus } from '@rainbow-me/rainbowkit'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { isAddress } from 'viem'
import { useAccount } from 'wagmi'
import { SignInRequestError, SignInUnexpectedError } from '../../errors/auth'
import { createSiweAdapter, type SiweAdapterSettings } from './createSiweAdapter'
import { defaultSignInApiBase, type SignInApiSettings, type SignInSessionState } from './signInApi'

/** The session route's reply, checked: anything else is a failed lookup. */
function parseSessionState(body: unknown): SignInSessionState {
  const reply = (body ?? {}) as Partial<Record<'authenticated' | 'address' | 'chainId', unknown>>
  if (reply.authenticated === false) return { authenticated: false }
  if (
    reply.authenticated === true &&
    typeof reply.address === 'string' &&
    isAddress(reply.address, { strict: false }) &&
    typeof reply.chainId === 'number'
  )
    return { authenticated: true, address: reply.address, chainId: reply.chainId }
  throw new SignInRequestError({ route: 'session' })
}

/**
 * The sign-in status (loading, then unauthenticated or authenticated from the
 * session route, so it survives a reload), the adapter that changes it, and the
 * last failure outside the dialog's steps (the session lookup, the logout) with a
 * way to retry it or dismiss it.
 */
export function useSignInStatus({
  api = defaultSignInApiBase,
  fetch,
  location,
}: SignInApiSettings & Pick<SiweAdapterSettings, 'location'> = {}) {
  const [session, setSession] = useState<SignInSessionState | 'loading'>('loading')
  const [status, setStatus] = useState<AuthenticationStatus>('loading')
  const [error, setError] = useState<SignInUnexpectedError>()
  const { address } = useAccount()
  // RainbowKit also signs out when nobody is signed in (closing 'Verify your account'
  // disconnects): a failed logout then loses nothing and says nothing.
  const signedIn = useRef(false)
  signedIn.current = status === 'authenticated'

  // One session lookup at a time: a new one (on mount, on Retry) stops the answer of the last.
  const stopLookup = useRef<() => void>(undefined)
  const lookUpSession = useCallback(() => {
    stopLookup.current?.()
    let current = true
    stopLookup.current = () => {
      current = false
    }
    const request = fetch ?? globalThis.fetch.bind(globalThis)
    request(`${api}/session`, { cache: 'no-store' })
      .then(async (response) => {
        if (!response.ok)
          throw new SignInRequestError({ route: 'session', status: response.status })
        return parseSessionState(await response.json())
      })
      .then(
        (state) => {
          if (!current) return
          setSession(state)
          setStatus(state.authenticated ? 'authenticated' : 'unauthenticated')
          setError((shown) => (shown?.step === 'session' ? undefined : shown))
        },
        (cause: unknown) => {
          if (!current) return
          // Unknown: treat the visitor as signed out (they can still sign in) and say so.
          setSession({ authenticated: false })
          setStatus('unauthenticated')
          setError(new SignInUnexpectedError('session', { cause }))
        },
      )
  }, [api, fetch])
  useEffect(() => {
    lookUpSession()
    return () => stopLookup.current?.()
  }, [lookUpSession])

  const adapter = useMemo(
    () =>
      createSiweAdapter({
        api,
        fetch,
        location,
        onStatusChange: (next, state) => {
          setSession(state ?? 'loading')
          setStatus(next)
          setError(undefined)
        },
        onError: (failure) => {
          if (signedIn.current) setError(failure)
        },
      }),
    [api, fetch, location],
  )

  const retry = useCallback(() => {
    if (error?.step === 'logout') void adapter.signOut()
    else lookUpSession()
  }, [adapter, error, lookUpSession])
  const dismiss = useCallback(() => setError(undefined), [])

  // A session left from another account does not sign in the one connected now.
  const sessionAddress =
    typeof session === 'object' && session.authenticated ? session.address : undefined
  const otherAccount =
    sessionAddress !== undefined &&
    address !== undefined &&
    sessionAddress.toLowerCase() !== address.toLowerCase()
  return {
    status: otherAccount ? 'unauthenticated' : status,
    adapter,
    error,
    retry,
    dismiss,
  } as const
}
