import { expect, type Page, type Route } from '@playwright/test'
import { cpuSlowdownFromEnv } from '@plaza-social/test/playwright'
import { specAppLimits } from '../../fixtures/spec/appLimits'
import { specAppTexts } from '../../fixtures/spec/appTexts'
import { blockThirdParty } from '../fixtures/thirdParty'
import { test } from '../fixtures/wallet'
import { connectBrowserWallet, disconnect, visitAndConnect } from './connect'

/**
 * Every request the page sends, with the JSON-RPC methods of its body (none for other requests):
 * recorded whatever its host, so the test sees a call that goes elsewhere.
 */
function recordRequests(page: Page) {
  const requests: { host: string; verb: string; rpcMethods: string[] }[] = []
  page.on('request', (request) => {
    const body = request.method() === 'POST' ? jsonBody(request.postData()) : undefined
    const rpcMethods = [body]
      .flat()
      .filter((call): call is { jsonrpc: string; method: string } => !!call?.jsonrpc)
      .map((call) => call.method)
    requests.push({ host: new URL(request.url()).host, verb: request.method(), rpcMethods })
  })
  return requests
}

/** Multicall3's getEthBalance(address): how viem reads a balance where multicall is on. */
const getEthBalanceSelector = '4d2301cc'

/** A node that answers every JSON-RPC call of a request with an error no transport retries. */
function failingNode(route: Route) {
  const calls: { id: number }[] = route.request().postDataJSON()
  const error = (call: { id: number }) => ({
    jsonrpc: '2.0',
    id: call.id,
    error: { code: -32000, message: 'the node cannot answer this' },
  })
  return route.fulfill({ json: Array.isArray(calls) ? calls.map(error) : error(calls) })
}

function jsonBody(text: string | null) {
  try {
    return JSON.parse(text ?? '')
  } catch {
    // Not JSON, so not a JSON-RPC call.
    return undefined
  }
}

/** On every screen: the header shows the balance these tests wait for (BTN-2). */
test.describe('state kept and calls made', () => {
  test("ST-6, CFG-4, CFG-9: the browser wallet's connection is remembered in local storage: reload reconnects and asks no other wallet (no SDK, no third-party call); without the connected flag a reload stays disconnected, though the wallet still permits the site; a disconnect stays", async ({
    page,
    wallet,
    baseURL,
  }) => {
    const storage = (key: string) => page.evaluate((name) => localStorage.getItem(name), key)
    const thirdParty = await blockThirdParty(page, baseURL)
    await visitAndConnect(page)
    // RainbowKit's Browser Wallet targets window.ethereum: wagmi remembers it as the recent connector.
    await expect.poll(() => storage('wagmi.recentConnectorId')).toBe('"injected"')
    expect(await storage('wagmi.injected.disconnected')).toBeNull()
    await page.reload()
    await expect(page.getByTestId('rk-account-button')).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect([...thirdParty]).toEqual([])

    // The wallet still shares the account, but the app no longer remembers connecting.
    await page.evaluate(() => localStorage.removeItem('wagmi.injected.connected'))
    await page.reload()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    expect((await wallet.snapshot()).permitted).toBe(true)
    await expect(page.getByTestId('rk-account-button')).toHaveCount(0)

    await connectBrowserWallet(page)
    await disconnect(page)
    await expect.poll(() => storage('wagmi.injected.disconnected')).toBe('true')
    await page.reload()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  })

  test('ST-2: a session ends by the visitor or by the wallet: the app disconnects, keeps no connection for the next visit, and a reload stays disconnected', async ({
    page,
    wallet,
  }) => {
    // Two connections, two ends and a reload: on one slow core more than the default budget.
    test.setTimeout(60_000 * cpuSlowdownFromEnv)
    const connectWallet = page.getByRole('button', { name: 'Connect Wallet' })
    /** What wagmi keeps of the connection for the next visit. */
    const kept = () =>
      page.evaluate(() => {
        const store = JSON.parse(localStorage.getItem('wagmi.store') ?? '{}')
        return {
          current: store.state?.current ?? null,
          connections: store.state?.connections?.value ?? [],
          connectedFlag: localStorage.getItem('wagmi.injected.connected'),
        }
      })
    const nothingKept = { current: null, connections: [], connectedFlag: null }
    await visitAndConnect(page)
    await expect
      .poll(kept)
      .toMatchObject({ connectedFlag: 'true', connections: [expect.anything()] })

    // The visitor ends it.
    await disconnect(page)
    expect((await wallet.snapshot()).permitted).toBe(false)
    await expect.poll(kept).toEqual(nothingKept)

    // The wallet ends it (EIP-1193 'disconnect', 4900).
    await connectBrowserWallet(page)
    await expect.poll(kept).toMatchObject({ connections: [expect.anything()] })
    await wallet.disconnect()
    await expect(connectWallet).toBeVisible()
    // wagmi keeps its connected flag when the wallet, not the visitor, ended it: the next visit
    // asks the wallet again, which shares no account now.
    await expect.poll(kept).toMatchObject({ current: null, connections: [] })
    await page.reload()
    await expect(connectWallet).toBeVisible()
    await expect(page.getByTestId('rk-account-button')).toHaveCount(0)
  })

  test('CALL-2, CFG-8: balance and name lookups are JSON-RPC POSTs to the configured node; the query cache is persisted in local storage: after a reload the balance shows while the node has not answered; a visitor back on the tab makes no lookup; a failed balance lookup is not retried', async ({
    page,
    wallet,
  }) => {
    const requests = recordRequests(page)
    await visitAndConnect(page)
    await expect(page.locator('header')).toContainText('10k ETH')
    const node = /^127\.0\.0\.1:85\d\d$/
    // The e2e build's Ethereum node; multicall batches the reads into eth_call.
    const ethereumNode = '127.0.0.1:8545'
    await expect
      .poll(() =>
        requests
          .filter((request) => request.host === ethereumNode)
          .flatMap((request) => request.rpcMethods),
      )
      .toEqual(expect.arrayContaining(['eth_call']))
    // Every JSON-RPC call of the page went to the e2e build's nodes, and they got nothing else.
    for (const request of requests.filter((request) => request.rpcMethods.length > 0))
      expect(request.host).toMatch(node)
    for (const request of requests.filter((request) => node.test(request.host))) {
      expect(request.verb).toBe('POST')
      expect(request.rpcMethods).not.toEqual([])
    }

    const stored = () =>
      page.evaluate((key) => localStorage.getItem(key) ?? '', specAppLimits.queryPersistKey)
    // The persister writes at most once a second.
    await expect.poll(stored).toContain('"balance"')

    // No refetch on window focus: the visitor comes back to the tab, and no node is asked anything.
    const askedOnFocus = await page.evaluate(async () => {
      const asked: string[] = []
      const pageFetch = window.fetch
      window.fetch = (input, init) => {
        asked.push(input instanceof Request ? input.url : String(input))
        return pageFetch(input, init)
      }
      // As a browser does when the tab shows again: the event bubbles up to the window.
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
      window.dispatchEvent(new Event('focus'))
      // A refetch would have asked by now: the query starts at once, then multicall's batch and the
      // transport's each wait one zero-delay timer.
      for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve))
      window.fetch = pageFetch
      return asked
    })
    expect(askedOnFocus.filter((url) => node.test(new URL(url).host))).toEqual([])

    // The node holds every request from now on: what the page shows after the reload comes from
    // the cache it restored, not from a fresh fetch.
    await wallet.nodes.hang(1)
    await page.reload()
    await expect(page.getByTestId('rk-account-button')).toBeVisible()
    await expect(page.locator('header')).toContainText('10k ETH')

    // Zero retries: the node answers the balance lookup with an error, and the page says so after
    // that one answer. (A part of the page that shows the balance later may ask again once the
    // error shows, as TanStack Query does on mount for a query in error: not a retry. So what
    // counts is the answers before the text.)
    wallet.nodes.restore(1)
    await page.route((url) => url.host === ethereumNode, failingNode)
    await page.addInitScript(
      ({ selector, text }) => {
        const pageFetch = window.fetch
        let answered = 0
        window.fetch = async (input, init) => {
          const response = await pageFetch(input, init)
          if (String(init?.body ?? '').includes(selector)) answered++
          return response
        }
        new MutationObserver((_, observer) => {
          if (!document.body?.textContent?.includes(text)) return
          document.documentElement.dataset.answersBeforeError = String(answered)
          observer.disconnect()
        }).observe(document, { subtree: true, childList: true, characterData: true })
      },
      { selector: getEthBalanceSelector, text: specAppTexts.balanceUnavailable },
    )
    await page.reload()
    await expect(page.getByText(specAppTexts.balanceUnavailable)).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-answers-before-error', '1')
  })
})
