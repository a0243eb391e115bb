import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { specText } from '../../fixtures/spec/kitTexts'
import { readStoredTransactions } from '../../src/transactions/storedTransactions'
import type { StoryWallet } from '../storyWallet'
import { AddTransactions } from './AddTransactions'
import { type Dialog, label, openDialog, visible } from './queries'

/**
 * The account modal's recent-transactions panel (RainbowKit's, `showRecentTransactions`) and its
 * profile actions. Transactions are recorded with the app's `useAddRecentTransaction`; the fake
 * node answers their receipts (storybook/node/fakeNode.ts).
 */
const meta = {
  title: 'Spec/Account modal/Recent transactions',
  component: AddTransactions,
  args: { transactions: [] },
  render: (_args, { loaded }) => (
    <AddTransactions transactions={(loaded.storyWallet as StoryWallet).transactions} />
  ),
} satisfies Meta<typeof AddTransactions>

export default meta
type Story = StoryObj<typeof meta>

/** Waits until the harness has added them all, then opens the account modal. */
async function openAccountModal(canvasElement: HTMLElement, count: number) {
  const canvas = within(canvasElement)
  await visible(() => canvas.findByText(`${count} of ${count} transactions added`))
  await userEvent.click(await canvas.findByTestId('rk-account-button'))
  return openDialog()
}

/** The panel row of a transaction: its description and its status. */
const row = (modal: Dialog, description: string) =>
  visible(() => modal.findByText(description)).then(
    (text) => text.closest('a') ?? text.parentElement!,
  )

export const PendingConfirmedFailed: Story = {
  name: "CON-9: 'Recent Transactions' lists pending, failed and confirmed; the profile actions 'Copy Address' and 'Disconnect'",
  parameters: {
    wallet: {
      state: 'connected',
      balance: 2_000_000_000_000_000_000n,
      transactions: [
        { description: 'Joined the Plaza', status: 'success' },
        { description: 'Tipped alice.plaza.eth', status: 'reverted' },
        { description: 'Minted a badge', status: 'pending' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const modal = await openAccountModal(canvasElement, 3)
    await visible(() => modal.findByText('Recent Transactions'))
    await expect(within(await row(modal, 'Minted a badge')).getByText('Pending')).toBeVisible()
    await expect(
      within(await row(modal, 'Tipped alice.plaza.eth')).getByText('Failed'),
    ).toBeVisible()
    await expect(within(await row(modal, 'Joined the Plaza')).getByText('Confirmed')).toBeVisible()
    // Newest first.
    const order = ['Minted a badge', 'Tipped alice.plaza.eth', 'Joined the Plaza'].map(
      (description) => modal.getByText(description),
    )
    for (const [index, element] of order.slice(1).entries())
      await expect(
        order[index]!.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy()
    // The profile-action panel.
    await expect(modal.getByRole('button', { name: label(specText.copyAddress) })).toBeVisible()
    await expect(modal.getByRole('button', { name: label(specText.disconnect) })).toBeVisible()
  },
}

const twelve = Array.from({ length: 12 }, (_, index) => ({
  description: `Post #${index + 1}`,
  status: index % 4 === 3 ? ('reverted' as const) : ('success' as const),
}))

export const AtMostTen: Story = {
  name: 'LIM-TX: 12 transactions, one after another: the 10 newest completed are kept',
  parameters: { wallet: { state: 'connected', transactions: twelve } },
  play: async ({ canvasElement, loaded }) => {
    const { account } = loaded.storyWallet as StoryWallet
    const modal = await openAccountModal(canvasElement, 12)
    // The panel shows the newest three.
    await visible(() => modal.findByText('Post #12'))
    const stored = readStoredTransactions(window.localStorage)[account]?.[1] ?? []
    await expect(stored.map((transaction) => transaction.description)).toEqual(
      twelve
        .map((transaction) => transaction.description)
        .reverse()
        .slice(0, 10),
    )
    await expect(stored.every((transaction) => transaction.status !== 'pending')).toBe(true)
  },
}
