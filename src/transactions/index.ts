export {
  makeRoomForTransaction,
  readStoredTransactions,
  recentTransactionsStorageKey,
  reserveStoredTransactionSlot,
  type StoredTransaction,
  type StoredTransactionStatus,
  type StoredTransactions,
  trimCompleted,
} from './storedTransactions'
export { type RecentTransaction, useAddRecentTransaction } from './useAddRecentTransaction'
