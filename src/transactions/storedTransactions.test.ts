import { specConstants } from '../../fixtures/spec/constants'
import {
  makeRoomForTransaction,
  readStoredTransactions,
  recentTransactionsStorageKey,
  reserveStoredTransactionSlot,
  type StoredTransaction,
  type StoredTransactionStatus,
  trimCompleted,
} from './storedTransactions'

const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
const tx = (n: number, status: StoredTransactionStatus = 'confirmed'): StoredTransaction => ({
  hash: hashOf(n),
  description: `tx ${n}`,
  status,
})
const completedCount = (list: readonly StoredTransaction[]) =>
  list.filter((transaction) => transaction.status !== 'pending').length

/** What RainbowKit's store does when a pending transaction settles, after its own trim to 11. */
function settle(list: StoredTransaction[], hash: string, status: 'confirmed' | 'failed') {
  return list.map((transaction) =>
    transaction.hash === hash ? { ...transaction, status } : transaction,
  )
}

describe('the stored transactions limit', () => {
  test('LIM-TX: trimCompleted keeps every pending and the 10 newest completed', () => {
    const list = [
      tx(100, 'pending'),
      ...Array.from({ length: 14 }, (_, n) => tx(n, n % 3 ? 'confirmed' : 'failed')),
    ]
    const trimmed = trimCompleted(list)
    expect(trimmed[0]).toEqual(tx(100, 'pending'))
    expect(completedCount(trimmed)).toBe(10)
    expect(trimmed.slice(1)).toEqual(list.slice(1, 11))
  })

  test('LIM-TX: adding 25 transactions one after another never stores more than 10 completed', () => {
    let list: StoredTransaction[] = []
    for (let n = 0; n < 25; n++) {
      list = [tx(n, 'pending'), ...makeRoomForTransaction(list, hashOf(n))]
      expect(completedCount(list)).toBeLessThanOrEqual(10)
      list = settle(list, hashOf(n), n % 4 ? 'confirmed' : 'failed')
      expect(completedCount(list)).toBeLessThanOrEqual(10)
    }
    expect(completedCount(list)).toBe(10)
    expect(list.map((transaction) => transaction.hash)).toEqual(
      Array.from({ length: specConstants.maxStoredTransactions }, (_, i) => hashOf(24 - i)),
    )
  })

  test('LIM-TX: with several pending at once, all settling still leaves at most 10', () => {
    let list = Array.from({ length: 10 }, (_, n) => tx(n))
    for (const n of [20, 21, 22])
      list = [tx(n, 'pending'), ...makeRoomForTransaction(list, hashOf(n))]
    expect(list.filter((transaction) => transaction.status === 'pending')).toHaveLength(3)
    expect(completedCount(list)).toBe(7)
    for (const n of [20, 21, 22]) list = settle(list, hashOf(n), 'confirmed')
    expect(completedCount(list)).toBe(10)
  })

  test('re-adding a stored hash does not count it twice', () => {
    const list = Array.from({ length: 10 }, (_, n) => tx(n))
    expect(makeRoomForTransaction(list, hashOf(0))).toEqual(list.slice(1))
  })

  test('LIM-TX: reserveStoredTransactionSlot trims only the given account and chain in storage', () => {
    const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const full = Array.from({ length: 11 }, (_, n) => tx(n))
    localStorage.setItem(
      recentTransactionsStorageKey,
      JSON.stringify({ [account]: { 1: full, 10: full }, other: { 1: full } }),
    )
    reserveStoredTransactionSlot(localStorage, { account, chainId: 1, hash: hashOf(99) })
    const data = readStoredTransactions(localStorage)
    expect(data[account]?.[1]).toHaveLength(9)
    expect(data[account]?.[10]).toHaveLength(11)
    expect(data.other?.[1]).toHaveLength(11)
  })

  test('unreadable storage counts as empty', () => {
    localStorage.setItem(recentTransactionsStorageKey, '{not json')
    expect(readStoredTransactions(localStorage)).toEqual({})
  })
})
