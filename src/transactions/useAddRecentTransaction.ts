import { useAddRecentTransaction as useRainbowKitAddRecentTransaction } from '@rainbow-me/rainbowkit'
import { useCallback } from 'react'
import { useAccount } from 'wagmi'
import { reserveStoredTransactionSlot } from './storedTransactions'

export type RecentTransaction = Parameters<ReturnType<typeof useRainbowKitAddRecentTransaction>>[0]

/**
 * RainbowKit's useAddRecentTransaction, holding the spec's limit of 10 stored
 * non-pending transactions per account and chain (LIM-TX). Use this one, not
 * RainbowKit's: it makes room in the stored list before RainbowKit adds, and
 * RainbowKit reloads that list on every change.
 */
export function useAddRecentTransaction() {
  const addRecentTransaction = useRainbowKitAddRecentTransaction()
  const { address, chain } = useAccount()
  return useCallback(
    (transaction: RecentTransaction) => {
      if (address && chain && typeof window !== 'undefined')
        reserveStoredTransactionSlot(window.localStorage, {
          account: address,
          chainId: chain.id,
          hash: transaction.hash,
        })
      addRecentTransaction(transaction)
    },
    [addRecentTransaction, address, chain],
  )
}
