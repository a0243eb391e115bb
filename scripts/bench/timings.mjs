// Connect and auto-connect times with the mock wallet (injected as the browser wallet, on local
// chains), measured inside the page: click on 'Browser Wallet' to the account button, and
// navigation start of a reload to the account button.

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
export async function connectSample(browser, url, setup) {
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
