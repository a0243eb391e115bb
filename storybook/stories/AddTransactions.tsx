import { useEffect, useRef, useState } from 'react'
import { useAccount } from 'wagmi'
import { readStoredTransactions } from '../../src/transactions/storedTransactions'
import { useAddRecentTransaction } from '../../src/transactions/useAddRecentTransaction'
import type { StoryTransaction } from '../storyWallet'
import { StoryHeader } from './StoryHeader'

/** Resolves once RainbowKit has settled `hash` in the stored list (the fake node's receipt). */
async function settled(hash: string) {
  const status = () =>
    Object.values(readStoredTransactions(window.localStorage))
      .flatMap((byChain) => Object.values(byChain).flat())
      .find((transaction) => transaction?.hash === hash)?.status
  while (status() === 'pending') await new Promise((resolve) => setTimeout(resolve, 20))
}

/**
 * The app's header, with the story's transactions recorded one after another through the app's
 * `useAddRecentTransaction` (as a page of the app would after sending them); each mined one is
 * settled from the fake node's receipt before the next is added. Shows how many were added.
 */
// RainbowKit keeps one transaction store per page and reads the list from storage (which each
// story's loader clears) only when a transaction is added or settles: a story with no
// transactions could still show the previous story's, so every story here adds some.
export function AddTransactions({ transactions }: { transactions: StoryTransaction[] }) {
  const addRecentTransaction = useAddRecentTransaction()
  const { address } = useAccount()
  const [added, setAdded] = useState(0)
  const started = useRef(false)

  useEffect(() => {
    if (!address || started.current) return
    started.current = true
    void (async () => {
      // After this commit's effects: RainbowKit's transaction store (one per page) takes this
      // story's node client in its provider's effect, which runs after this child's.
      await new Promise((resolve) => setTimeout(resolve, 0))
      for (const [index, { hash, description, status }] of transactions.entries()) {
        addRecentTransaction({ hash, description })
        if (status !== 'pending') await settled(hash)
        setAdded(index + 1)
      }
    })()
  }, [address, addRecentTransaction, transactions])

  return (
    <>
      <StoryHeader />
      <p data-testid="added-transactions">
        {added} of {transactions.length} transactions added
      </p>
    </>
  )
}
