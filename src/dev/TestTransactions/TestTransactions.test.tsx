import { testAccounts } from '@plaza-social/test/accounts'
import { type AnvilNode, resolveAnvilBinary, startAnvil } from '@plaza-social/test/anvil'
import { type PortBlock, workerPortAllocator } from '@plaza-social/test/ports'
import { ConnectButton, useAddRecentTransaction as useRainbowKitAdd } from '@rainbow-me/rainbowkit'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createTestClient, defineChain, http, publicActions, walletActions } from 'viem'
import { createConfig, mock } from 'wagmi'
import { connect } from 'wagmi/actions'
import { mainnet } from 'wagmi/chains'
import { renderWithProviders } from '../../../unit/renderWithProviders'
import {
  readStoredTransactions,
  type StoredTransaction,
} from '../../transactions/storedTransactions'
import { TestTransactions } from './TestTransactions'

const [account] = testAccounts(1)
let port: PortBlock
let node: AnvilNode

beforeAll(async () => {
  port = await workerPortAllocator().claim(1)
  // A bare node: startChains finds its contract artifacts by import.meta.url, which jsdom's
  // module URLs do not resolve; these tests need no contracts.
  node = await startAnvil({ binary: resolveAnvilBinary(), chainId: 1, port: port.first })
}, 60_000)
afterAll(async () => {
  await node?.stop()
  port?.release()
})
afterEach(async () => {
  await testClient().setAutomine(true)
})

const testClient = () =>
  createTestClient({ mode: 'anvil', transport: http(node.rpcUrl) })
    .extend(publicActions)
    .extend(walletActions)

function stored(): StoredTransaction[] {
  return readStoredTransactions(localStorage)[account!.address]?.[1] ?? []
}
const completed = () => stored().filter((transaction) => transaction.status !== 'pending')

async function renderConnected(extra?: ReactNode) {
  // The mock connector sends wallet requests to the chain's default node: the local one.
  const chain = defineChain({ ...mainnet, rpcUrls: { default: { http: [node.rpcUrl] } } })
  const config = createConfig({
    chains: [chain],
    connectors: [mock({ accounts: [account!.address] })],
    transports: { [chain.id]: http(node.rpcUrl) },
    pollingInterval: 50,
    storage: null,
  })
  renderWithProviders(
    <>
      <ConnectButton />
      <TestTransactions />
      {extra}
    </>,
    { config },
  )
  await act(() => connect(config, { connector: config.connectors[0]! }))
  return config
}

/** Hands out RainbowKit's own hook, bypassing the app's limit. */
function RawAdder({ into }: { into: { add?: ReturnType<typeof useRainbowKitAdd> } }) {
  into.add = useRainbowKitAdd()
  return null
}

const sendButton = () => screen.findByRole('button', { name: 'Send test transaction' })
const failingButton = () => screen.findByRole('button', { name: 'Send failing test transaction' })

describe('Send test transaction (dev and QA) on a local chain', () => {
  test('ST-9, CON-9: a 0-value self-transfer is stored pending, then confirmed, and listed in the account modal', async () => {
    await renderConnected()
    await testClient().setAutomine(false)
    fireEvent.click(await sendButton())
    await waitFor(() => expect(stored()).toHaveLength(1))
    expect(stored()[0]).toMatchObject({ status: 'pending', description: 'Test transaction' })
    const transaction = await testClient().getTransaction({
      hash: stored()[0]!.hash as `0x${string}`,
    })
    expect(transaction).toMatchObject({ from: account!.address.toLowerCase(), value: 0n })
    expect(transaction.to?.toLowerCase()).toBe(account!.address.toLowerCase())

    await testClient().mine({ blocks: 1 })
    await waitFor(() => expect(stored()[0]?.status).toBe('confirmed'))

    fireEvent.click(await screen.findByTestId('rk-account-button'))
    const modal = await screen.findByRole('dialog')
    expect(await within(modal).findByText('Recent Transactions')).toBeInTheDocument()
    expect(within(modal).getByText('Test transaction')).toBeInTheDocument()
  })

  test('ST-9: a reverting transaction ends as failed', async () => {
    await renderConnected()
    fireEvent.click(await failingButton())
    await waitFor(() => expect(stored()[0]?.description).toBe('Failing test transaction'))
    await waitFor(() => expect(stored()[0]?.status).toBe('failed'))
  })

  test('LIM-TX: after 12 test transactions the 10 newest completed ones are stored, and they survive a reload', async () => {
    await renderConnected()
    for (let sent = 1; sent <= 12; sent++) {
      const previousNewest = stored()[0]?.hash
      fireEvent.click(await sendButton())
      await waitFor(() => {
        expect(stored()[0]?.hash).not.toBe(previousNewest)
        expect(stored()[0]?.status).toBe('confirmed')
      })
      expect(completed()).toHaveLength(Math.min(sent, 10))
    }
    const hashes = completed().map((transaction) => transaction.hash)
    expect(new Set(hashes).size).toBe(10)

    // A reload reads the same stored list back: the panel keeps them.
    const saved = localStorage.getItem('rk-transactions')
    expect(JSON.parse(saved!)[account!.address][1]).toHaveLength(10)
  }, 60_000)

  test("LIM-TX: RainbowKit's own hook alone would keep 11 (why the app wraps it)", async () => {
    const raw: { add?: ReturnType<typeof useRainbowKitAdd> } = {}
    await renderConnected(<RawAdder into={raw} />)
    await screen.findByRole('button', { name: 'Send test transaction' })
    for (let sent = 1; sent <= 12; sent++) {
      const hash = await testClient().sendTransaction({
        account: account!.address,
        to: account!.address,
        value: 0n,
        chain: null,
      })
      act(() => raw.add!({ hash, description: `raw ${sent}` }))
      await waitFor(() => expect(stored().some((item) => item.status === 'pending')).toBe(false))
    }
    expect(completed()).toHaveLength(11)
  }, 60_000)
})
