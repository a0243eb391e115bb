// The wallet in a wagmi app without RainbowKit: connect, a batch and its status, and an account
// switch made in the wallet.
import { test as base, expect } from '@playwright/test'
import { mockWalletFixtures } from '@plaza-social/mock-wallet/playwright'

const test = base.extend(mockWalletFixtures())
const [alice, bob] = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
]

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect' }).click()
  await expect(page.getByTestId('account')).toHaveText(alice)
})

test('sendCalls: the batch lands, waitForCallsStatus says success', async ({ page, wallet }) => {
  await page.getByRole('button', { name: 'Send batch' }).click()
  await expect(page.getByTestId('calls-status')).toHaveText('success')
  expect(await wallet.batches()).toMatchObject([{ status: 200, atomic: true, calls: 2 }])
})

test("the wallet's user picks another account: the app follows", async ({ page, wallet }) => {
  await wallet.switchAccount(1)
  await expect(page.getByTestId('account')).toHaveText(bob)
})
