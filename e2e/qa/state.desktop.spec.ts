import { expect } from '@playwright/test'
import { specAppLimits } from '../../fixtures/spec/appLimits'
import { test } from '../fixtures/wallet'
import { connectBrowserWallet } from './connect'

/** JSON-RPC methods the page sent to a node address, by host. */
function recordNodeCalls(page: import('@playwright/test').Page) {
  const calls: { host: string; method: string }[] = []
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !/^http:\/\/127\.0\.0\.1:85\d\d/.test(request.url())) return
    const body = request.postDataJSON() as { method: string } | { method: string }[]
    for (const call of [body].flat())
      calls.push({ host: new URL(request.url()).host, method: call.method })
  })
  return calls
}

/** On a desktop: the balance these tests wait for is hidden on small screens. */
test.describe('state kept and calls made', () => {
  test("ST-6, CFG-4: the browser wallet's connection is remembered in local storage: reload reconnects, a disconnect stays", async ({
    page,
  }) => {
    const storage = (key: string) => page.evaluate((name) => localStorage.getItem(name), key)
    await page.goto('/')
    await connectBrowserWallet(page)
    // RainbowKit's Browser Wallet targets window.ethereum: wagmi remembers it as the recent connector.
    await expect.poll(() => storage('wagmi.recentConnectorId')).toBe('"injected"')
    expect(await storage('wagmi.injected.disconnected')).toBeNull()
    await page.reload()
    await expect(page.getByTestId('rk-account-button')).toBeVisible()

    await page.getByTestId('rk-account-button').click()
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => storage('wagmi.injected.disconnected')).toBe('true')
    await page.reload()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  })

  test('CFG-8: the query cache is persisted in local storage and restored after a reload', async ({
    page,
  }) => {
    await page.goto('/')
    await connectBrowserWallet(page)
    await expect(page.locator('header')).toContainText('10k ETH')
    const stored = () =>
      page.evaluate((key) => localStorage.getItem(key) ?? '', specAppLimits.queryPersistKey)
    // The persister writes at most once a second.
    await expect.poll(stored, { timeout: 5_000 }).toContain('"balance"')
    await page.reload()
    expect(await stored()).toContain('"balance"')
    await expect(page.locator('header')).toContainText('10k ETH')
  })

  test('CALL-2: balance, block and name lookups are JSON-RPC POSTs to the configured node', async ({
    page,
  }) => {
    const calls = recordNodeCalls(page)
    await page.goto('/')
    await connectBrowserWallet(page)
    await expect(page.locator('header')).toContainText('10k ETH')
    // The e2e build's Ethereum node is 127.0.0.1:8545; multicall batches the reads into eth_call.
    await expect
      .poll(() => calls.filter((call) => call.host === '127.0.0.1:8545').map((call) => call.method))
      .toEqual(expect.arrayContaining(['eth_call']))
    expect(calls.every((call) => /^127\.0\.0\.1:85\d\d$/.test(call.host))).toBe(true)
  })
})
