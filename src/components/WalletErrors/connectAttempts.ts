import { createContext, useContext, useSyncExternalStore } from 'react'

/** The wallet whose connection failed (RainbowKit's wallet id) and why. */
export type ConnectFailure = { walletId: string; error: unknown }

/** A connection started from the phone sheet (RainbowKit's patched `appInfo.onConnectAttempt`). */
export type ConnectAttempt = { walletId: string; attempt: Promise<unknown> | undefined }

export type ConnectAttempts = ReturnType<typeof createConnectAttempts>

/**
 * The phone sheet's connection attempts, the last one's failure kept until the next attempt.
 * RainbowKit's sheet ignores a failed connection (which may fail before wagmi's `connect` starts,
 * e.g. no provider), so the app is handed each attempt's promise.
 */
export function createConnectAttempts() {
  let failure: ConnectFailure | undefined
  let latest = 0
  const listeners = new Set<() => void>()
  const set = (next: ConnectFailure | undefined) => {
    failure = next
    for (const listener of listeners) listener()
  }
  return {
    attempt({ walletId, attempt }: ConnectAttempt) {
      const id = ++latest
      set(undefined)
      attempt?.then(
        () => undefined,
        (error: unknown) => {
          if (id === latest) set({ walletId, error })
        },
      )
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    failure: () => failure,
  }
}

export const ConnectAttemptsContext = createContext<ConnectAttempts | null>(null)

const none = () => undefined
const ignore = () => () => {}

/** The last failed connection of the phone sheet (none outside the app's providers). */
export function useConnectFailure() {
  const attempts = useContext(ConnectAttemptsContext)
  return {
    failure: useSyncExternalStore(attempts?.subscribe ?? ignore, attempts?.failure ?? none, none),
    retry: (walletId: string, attempt: Promise<unknown> | undefined) =>
      attempts?.attempt({ walletId, attempt }),
  }
}
