import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { createTestClient, http } from 'viem'
import { specConstants } from '../../fixtures/spec/constants'
import { test } from '../fixtures/wallet'
import { alice, visitAndConnect } from '../qa/connect'

async function openAccountModal(page: Page) {
  await page.getByTestId('rk-account-button').click()
  const modal = page.getByRole('dialog')
  await expect(modal.getByText('Recent Transactions')).toBeVisible()
  return modal
}

const storedTransactions = (page: Page) =>
  page.evaluate(() => {
    const data = JSON.parse(localStorage.getItem('rk-transactions') ?? '{}')
    return Object.values(data).flatMap((byChain) =>
      Object.values(byChain as Record<string, { hash: string; status: string }[]>).flat(),
    )
  })

test.describe('recent transactions (NEXT_PUBLIC_MOCK_WALLET=1)', () => {
  // The mock wallet sends transactions to its worker's node (port 28000 + …), which the app's
  // strict CSP does not list; e2e/network checks the CSP itself.
  test.use({ bypassCSP: true })

  test('CON-9, ST-9: a test transaction is listed pending, then confirmed; it survives a reload; a reverting one ends as failed', async ({
    page,
    wallet,
  }) => {
    const node = createTestClient({ mode: 'anvil', transport: http(wallet.chains.rpcUrl(1)) })
    await page.clock.install()
    await visitAndConnect(page)
    await node.setAutomine(false)
    try {
      await page.getByRole('button', { name: 'Send test transaction' }).click()
      await expect.poll(async () => (await storedTransactions(page)).length).toBe(1)
      const modal = await openAccountModal(page)
      await expect(modal.getByText('Test transaction')).toBeVisible()
      await expect(modal.getByText('Pending')).toBeVisible()
      await node.mine({ blocks: 1 })
      // The page looks for the receipt every polling interval: the next look comes at once.
      await page.clock.fastForward(specConstants.pollingIntervalMs)
      await expect(modal.getByText('Confirmed')).toBeVisible()
    } finally {
      await node.setAutomine(true)
    }
    await page.reload()
    const modal = await openAccountModal(page)
    await expect(modal.getByText('Test transaction')).toBeVisible()
    await expect(modal.getByText('Confirmed')).toBeVisible()
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Send failing test transaction' }).click()
    await expect.poll(async () => (await storedTransactions(page)).length).toBe(2)
    await page.clock.fastForward(specConstants.pollingIntervalMs)
    await openAccountModal(page)
    await expect(modal.getByText('Failing test transaction')).toBeVisible()
    await expect(modal.getByText('Failed')).toBeVisible()
  })

  test('LIM-TX: after 12 test transactions at most 10 are stored', async ({ page }) => {
    test.slow()
    await visitAndConnect(page)
    const send = page.getByRole('button', { name: 'Send test transaction' })
    for (let sent = 1; sent <= 12; sent++) {
      const previousNewest = (await storedTransactions(page))[0]?.hash
      await expect(send).toBeEnabled()
      await send.click()
      await expect
        .poll(async () => {
          const [newest] = await storedTransactions(page)
          return newest?.hash !== previousNewest && newest?.status
        })
        .toBe('confirmed')
      const stored = await storedTransactions(page)
      expect(stored.filter((transaction) => transaction.status !== 'pending')).toHaveLength(
        Math.min(sent, 10),
      )
    }
    expect(await storedTransactions(page)).toHaveLength(10)
    await page.reload()
    await expect(page.getByTestId('rk-account-button')).toContainText(alice)
    expect(await storedTransactions(page)).toHaveLength(10)
  })
})
