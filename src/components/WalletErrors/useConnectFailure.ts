import { type Mutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'

/** The wallet whose connection failed (RainbowKit's wallet id) and why. */
export type ConnectFailure = { walletId: string; error: unknown }

type ConnectVariables = { connector?: { id?: string; rkDetails?: { id?: string } } }

function isConnect(mutation: Mutation<unknown, unknown, unknown, unknown>) {
  return mutation.options.mutationKey?.[0] === 'connect'
}

/**
 * The last failed connection, from wagmi's `connect` mutations in the query client (RainbowKit
 * connects through them); cleared when the next attempt starts or one succeeds.
 */
export function useConnectFailure(): ConnectFailure | undefined {
  const queryClient = useQueryClient()
  const [failure, setFailure] = useState<ConnectFailure>()
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || !isConnect(event.mutation)) return
        const { status, error, variables } = event.mutation.state
        if (status === 'pending' || status === 'success') setFailure(undefined)
        if (status !== 'error') return
        const connector = (variables as ConnectVariables | undefined)?.connector
        const walletId = connector?.rkDetails?.id ?? connector?.id
        if (walletId) setFailure({ walletId, error })
      }),
    [queryClient],
  )
  return failure
}
