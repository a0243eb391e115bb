import { type Mutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { appName } from '../../config/appInfo'
import { ErrorNotice } from '../ErrorNotice/ErrorNotice'
import { switchChainMessage } from './switchChainMessage'

function isSwitchChain(mutation: Mutation<unknown, unknown, unknown, unknown>) {
  return mutation.options.mutationKey?.[0] === 'switchChain'
}

/**
 * Shows why a network switch failed. RainbowKit's chain modal only clears its pending mark
 * (library-facts: ERR-SWITCH, CHN-4); every wagmi `switchChain` runs through the query
 * client's mutation cache, so the app listens there instead of wrapping the modal.
 */
export function ChainSwitchNotice() {
  const queryClient = useQueryClient()
  const [message, setMessage] = useState<string>()

  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || !isSwitchChain(event.mutation)) return
        const { status, error } = event.mutation.state
        if (status === 'pending' || status === 'success') setMessage(undefined)
        if (status === 'error') setMessage(switchChainMessage(error, appName()))
      }),
    [queryClient],
  )

  if (!message) return null
  return (
    <ErrorNotice
      testId="chain-switch-error"
      actions={[{ label: 'Dismiss', onClick: () => setMessage(undefined) }]}
    >
      <span>{message}</span>
    </ErrorNotice>
  )
}
