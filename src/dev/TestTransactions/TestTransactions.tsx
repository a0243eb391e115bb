import { useState } from 'react'
import { type BaseError, useAccount, useSendTransaction } from 'wagmi'
import { useAddRecentTransaction } from '../../transactions/useAddRecentTransaction'
import styles from './TestTransactions.module.css'
import {
  revertingDeployment,
  selfTransfer,
  testTransactionDescriptions,
} from './testTransactionRequests'

/**
 * Dev builds only: sends real transactions on the
 * connected local chain and records them in the account modal's recent list.
 */
export function TestTransactions() {
  const { address, chain } = useAccount()
  const addRecentTransaction = useAddRecentTransaction()
  const { sendTransactionAsync, isPending } = useSendTransaction()
  const [error, setError] = useState<string>()

  if (!address || !chain) return null

  const send = async (kind: keyof typeof testTransactionDescriptions) => {
    setError(undefined)
    try {
      const request = kind === 'selfTransfer' ? selfTransfer(address) : revertingDeployment
      const hash = await sendTransactionAsync(request)
      addRecentTransaction({ hash, description: testTransactionDescriptions[kind] })
    } catch (cause) {
      setError((cause as BaseError).shortMessage ?? String(cause))
    }
  }

  return (
    <section className={styles.panel} aria-label="Test transactions">
      <button type="button" disabled={isPending} onClick={() => send('selfTransfer')}>
        Send test transaction
      </button>
      <button type="button" disabled={isPending} onClick={() => send('reverting')}>
        Send failing test transaction
      </button>
      {error ? <p role="alert">{error}</p> : null}
    </section>
  )
}
