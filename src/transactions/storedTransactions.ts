import { maxStoredTransactions } from '../config/constants'

/**
 * The localStorage entry where RainbowKit keeps recent transactions (its transactionStore).
 * @internal Exported for its unit test.
 */
export const recentTransactionsStorageKey = 'rk-transactions'

/** @internal Exported for its unit test. */
export type StoredTransactionStatus = 'pending' | 'confirmed' | 'failed'
export type StoredTransaction = {
  hash: string
  description: string
  status: StoredTransactionStatus
  confirmations?: number
}
/** RainbowKit's layout: account -> chain id -> newest first. */
export type StoredTransactions = Record<string, Record<string, StoredTransaction[] | undefined>>

const isCompleted = (transaction: StoredTransaction) => transaction.status !== 'pending'

/**
 * The list with at most `max` non-pending transactions (the newest); pending ones all stay.
 * @internal Exported for its unit test.
 */
export function trimCompleted(
  transactions: readonly StoredTransaction[],
  max = maxStoredTransactions,
): StoredTransaction[] {
  let completed = 0
  return transactions.filter((transaction) => !isCompleted(transaction) || ++completed <= max)
}

/**
 * The list before `hash` is added as pending, trimmed so that pending plus
 * completed stay within `max`. A pending transaction only ever turns into a
 * completed one, so the completed never exceed `max` once they all settle.
 * (RainbowKit itself keeps 11: `completedTransactionCount++ <= 10`.)
 * @internal Exported for its unit test.
 */
export function makeRoomForTransaction(
  transactions: readonly StoredTransaction[],
  hash: string,
  max = maxStoredTransactions,
): StoredTransaction[] {
  const others = transactions.filter((transaction) => transaction.hash !== hash)
  const pending = others.filter((transaction) => !isCompleted(transaction)).length + 1
  return trimCompleted(others, Math.max(0, max - pending))
}

/** @internal Exported for the tests and stories, which read what was stored. */
export function readStoredTransactions(storage: Storage): StoredTransactions {
  try {
    const value = JSON.parse(storage.getItem(recentTransactionsStorageKey) ?? '{}')
    return typeof value === 'object' && value !== null ? value : {}
  } catch {
    return {}
  }
}

/** Makes room in the stored list of `account` on `chainId` for the transaction `hash`. */
export function reserveStoredTransactionSlot(
  storage: Storage,
  { account, chainId, hash }: { account: string; chainId: number; hash: string },
) {
  const data = readStoredTransactions(storage)
  const current = data[account]?.[chainId]
  if (!current) return
  data[account] = { ...data[account], [chainId]: makeRoomForTransaction(current, hash) }
  storage.setItem(recentTransactionsStorageKey, JSON.stringify(data))
}
