import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { test } from '../fixtures/wallet'
import { connectBrowserWallet, visitAndConnect } from './connect'

const flag = 'wagmi.injected.connected'
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), flag)

/** The Browser Wallet's connected flag in local storage (spec §4), as a visitor's reloads meet it. */
test.describe("the Browser Wallet's connected flag", () => {
  test('ST-6: connecting stores the flag and a reload reconnects; without the flag a reload stays disconnected; disconnecting forgets the flag', async ({
    page,
    wallet,
  }) => {
    await visitAndConnect(page)
    await expect.poll(() => stored(page)).toBe('true')
    await page.reload()
    await expect(page.getByTestId('rk-account-button')).toBeVisible()

    // The wallet still shares the account, but the app no longer remembers connecting.
    await page.evaluate((key) => localStorage.removeItem(key), flag)
    await page.reload()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    expect((await wallet.snapshot()).permitted).toBe(true)
    await expect(page.getByTestId('rk-account-button')).toHaveCount(0)

    await connectBrowserWallet(page)
    await expect.poll(() => stored(page)).toBe('true')
    await page.getByTestId('rk-account-button').click()
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await expect.poll(() => stored(page)).toBeNull()
  })
})
