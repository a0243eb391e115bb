// Connect and auto-connect times with the mock wallet (injected as the browser wallet, on local
// chains), measured inside the page: click on 'Browser Wallet' to the account button, and
// navigation start of a reload to the account button.
import { loadMockWalletBundle, mockWalletInitScript } from '@plaza-social/mock-wallet/playwright'
import { startChainsOnFreePorts } from '@plaza-social/test/chains'
import { chains as appChains } from '../../src/config/chains.ts'
import { defaultLocalRpcUrls } from '../../src/config/localChainsManifest.ts'
import { median, ms, ratio } from './figures.mjs'

/** Runs in the page before the app: stamps the wallet click and the account button's arrival. */
function stampScript() {
  const stamps = { clickedAt: null, accountAt: null }
  window.__benchStamps = stamps
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null
      if (target?.closest('[data-testid="rk-wallet-option-injected"]'))
        stamps.clickedAt ??= performance.now()
    },
    true,
  )
  new MutationObserver(() => {
    if (stamps.accountAt === null && document.querySelector('[data-testid="rk-account-button"]'))
      stamps.accountAt = performance.now()
  }).observe(document, { childList: true, subtree: true })
}

/**
 * One sample per app and run: a fresh context with the mock wallet, connect through the modal,
 * then reload. `setup(page)` installs the wallet and the node forwarding.
 */
async function connectSample(browser, url, setup) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await setup(page)
  await page.addInitScript(stampScript)
  await page.goto(url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByTestId('rk-wallet-option-injected').click()
  await page.getByTestId('rk-account-button').waitFor()
  const connect = await page.evaluate(
    () => window.__benchStamps.accountAt - window.__benchStamps.clickedAt,
  )
  await page.reload()
  await page.getByTestId('rk-account-button').waitFor({ timeout: 20_000 })
  const reconnect = await page.evaluate(() => window.__benchStamps.accountAt)
  await context.close()
  return { connect, reconnect }
}

export async function benchTimings(report, { browser, servers, values }) {
  const samples = Number(values.samples)
  const walletBundle = await loadMockWalletBundle()
  const nodeUrls = defaultLocalRpcUrls()
  const localChains = await startChainsOnFreePorts({ chainIds: Object.keys(nodeUrls).map(Number) })
  try {
    const forward = new Map(
      Object.entries(nodeUrls).map(([chainId, url]) => [
        new URL(url).host,
        localChains.rpcUrl(Number(chainId)),
      ]),
    )
    const walletConfig = {
      chains: appChains
        .filter((chain) => chain.id === 1)
        .map(({ id, name, nativeCurrency }) => ({
          id,
          name,
          nativeCurrency,
          rpcUrl: nodeUrls[id],
        })),
      nodeUrls,
      mode: 'auto',
      install: { as: 'injected' },
    }
    const setup = async (page) => {
      await page.route(
        (url) => forward.has(url.host),
        async (route) => {
          const target = forward.get(new URL(route.request().url()).host)
          try {
            await route.fulfill({ response: await route.fetch({ url: target }) })
          } catch {
            await route.abort().catch(() => {})
          }
        },
      )
      // Nothing leaves the machine.
      await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort())
      await page.addInitScript({ content: mockWalletInitScript(walletBundle, walletConfig) })
    }
    // One unmeasured round each: the servers' first responses and the browser's code cache.
    for (const key of ['default', 'app']) await connectSample(browser, servers[key].url, setup)
    const measured = { app: [], default: [] }
    for (let run = 0; run < samples; run++)
      for (const key of ['default', 'app'])
        measured[key].push(await connectSample(browser, servers[key].url, setup))
    for (const [metric, label] of [
      ['connect', "click on 'Browser Wallet' to connected button"],
      ['reconnect', 'reload to auto-connected button'],
    ]) {
      const base = median(measured.default.map((sample) => sample[metric]))
      const value = median(measured.app.map((sample) => sample[metric]))
      report.rows.push([`${label} (median of ${samples})`, ms(base), ms(value), ratio(value, base)])
    }
  } finally {
    await localChains.stop()
  }
}
