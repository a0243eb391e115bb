import { act, cleanup, waitFor } from '@testing-library/react'
import { custom, type Hash } from 'viem'
import { connect } from 'wagmi/actions'
import { specConstants } from '../../fixtures/spec/constants'
import {
  browserWalletOf,
  installBrowserWallet,
  renderWithProviders,
} from '../../unit/renderWithProviders'
import { createAppConfig } from '../config/wagmi'
import { type RecentTransaction, useAddRecentTransaction } from './useAddRecentTransaction'

const confirmed = `0x${'1'.repeat(64)}` as Hash
const reverted = `0x${'2'.repeat(64)}` as Hash

/** A node whose receipts arrive when the test mines them: until then each request waits. */
function nodeWithHeldReceipts() {
  const mined = new Map<Hash, (status: '0x1' | '0x0') => void>()
  const receipts = new Map<Hash, Promise<'0x1' | '0x0'>>()
  const receiptOf = (hash: Hash) => {
    if (!receipts.has(hash)) receipts.set(hash, new Promise((resolve) => mined.set(hash, resolve)))
    return receipts.get(hash)!
  }
  const transport = custom({
    async request({ method, params }) {
      if (method === 'eth_blockNumber') return '0x10'
      if (method === 'eth_chainId') return '0x1'
      if (method !== 'eth_getTransactionReceipt') throw new Error(`no ${method} in this test`)
      const [hash] = params as [Hash]
      const status = await receiptOf(hash)
      return {
        transactionHash: hash,
        status,
        blockNumber: '0x10',
        blockHash: `0x${'b'.repeat(64)}`,
        transactionIndex: '0x0',
        from: `0x${'a'.repeat(40)}`,
        to: null,
        cumulativeGasUsed: '0x5208',
        gasUsed: '0x5208',
        effectiveGasPrice: '0x1',
        contractAddress: null,
        logs: [],
        logsBloom: `0x${'0'.repeat(512)}`,
        type: '0x2',
      }
    },
  })
  return {
    transport,
    mine: (hash: Hash, status: '0x1' | '0x0') => {
      receiptOf(hash)
      mined.get(hash)?.(status)
    },
  }
}

/** Where the test receives the app's hook. */
type HookHolder = { add?: (transaction: RecentTransaction) => void }

/** Hands the app's hook, as the connected account's page has it, to the test. */
function AddRecentTransaction({ into }: { into: HookHolder }) {
  into.add = useAddRecentTransaction()
  return null
}

/** What the browser keeps of the account's transactions on chain 1, by description. */
const stored = () =>
  Object.fromEntries(
    Object.values(JSON.parse(localStorage.getItem('rk-transactions') ?? '{}'))
      .flatMap(
        (byChain) =>
          (byChain as Record<string, { description: string; status: string }[]>)[1] ?? [],
      )
      .map(({ description, status }) => [description, status]),
  )

afterEach(() => {
  cleanup()
  localStorage.clear()
})

/** The app's config on a node with held receipts, connected, and the app's hook to add with. */
async function renderConnected() {
  installBrowserWallet()
  const node = nodeWithHeldReceipts()
  const config = createAppConfig({
    projectId: 'test-project',
    storage: null,
    transportFor: () => node.transport,
  })
  await connect(config, { connector: browserWalletOf(config) })
  const hook: HookHolder = {}
  renderWithProviders(<AddRecentTransaction into={hook} />, { config })
  await waitFor(() => expect(hook.add).toBeDefined())
  return { node, add: (transaction: RecentTransaction) => act(() => hook.add!(transaction)) }
}

test('ST-9: a transaction the app adds is stored pending, then confirmed or failed as its receipt says', async () => {
  const { node, add } = await renderConnected()
  add({ hash: confirmed, description: 'confirmed' })
  add({ hash: reverted, description: 'reverted' })
  await waitFor(() => expect(stored()).toEqual({ confirmed: 'pending', reverted: 'pending' }))

  node.mine(confirmed, '0x1')
  await waitFor(() => expect(stored()).toEqual({ confirmed: 'confirmed', reverted: 'pending' }))
  node.mine(reverted, '0x0')
  await waitFor(() => expect(stored()).toEqual({ confirmed: 'confirmed', reverted: 'failed' }))
})

test('LIM-TX: of 12 transactions the app adds and that settle one after another, RainbowKit stores the 10 newest completed', async () => {
  const { node, add } = await renderConnected()
  const max = specConstants.maxStoredTransactions
  const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hash
  for (let sent = 1; sent <= 12; sent++) {
    add({ hash: hashOf(sent), description: `tx ${sent}` })
    await waitFor(() => expect(stored()[`tx ${sent}`]).toBe('pending'))
    node.mine(hashOf(sent), '0x1')
    await waitFor(() => expect(stored()[`tx ${sent}`]).toBe('confirmed'))
    expect(Object.keys(stored())).toHaveLength(Math.min(sent, max))
  }
  expect(stored()).toEqual(
    Object.fromEntries(Array.from({ length: max }, (_, i) => [`tx ${12 - i}`, 'confirmed'])),
  )
})
