import { expect, type Page } from '@playwright/test'
import { specText } from '../../fixtures/spec/kitTexts'
import {
  firstLoadScripts,
  holdLaterScripts,
  pressConnectBeforeWalletCode,
  releaseIntoConnectModal,
} from '../fixtures/scripts'
import { testWithoutWallet as test } from '../fixtures/wallet'

/** Strings only the wallet stack's code holds (RainbowKit's button label key, wagmi's provider error). */
const stackMarkers = ['connect_wallet.label', 'WagmiProviderNotFoundError']

/**
 * Records the scripts the page loaded that hold the wallet stack. Only positive checks read it: a
 * body that cannot be read is not counted, so such a check fails rather than passes.
 */
function watchStack(page: Page) {
  const stackScripts: string[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const code = await response.text().catch(() => '')
    if (stackMarkers.some((marker) => code.includes(marker))) stackScripts.push(response.url())
  })
  return stackScripts
}

/** Whether the page asked for each of `scripts` after its load event (resource timing). */
function requestedAfterLoad(page: Page, scripts: string[]) {
  return page.evaluate((urls) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    return urls.map((url) => {
      const [entry] = performance.getEntriesByName(url)
      return !!navigation && !!entry && entry.startTime >= navigation.loadEventEnd
    })
  }, scripts)
}

/**
 * Scripts the page has requested besides the server's HTML's (the loader's chunks), from resource
 * timing: webpack removes a chunk's script element once it has run.
 */
function laterScripts(page: Page, firstLoad: string[]) {
  return page.evaluate(
    (named) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.endsWith('.js') && !named.includes(url)),
    firstLoad,
  )
}

/**
 * Marks the server-rendered Connect Wallet, lets the held wallet code in, and waits until the
 * mounted stack has replaced the button.
 */
async function releaseUntilButtonReplaced(page: Page, release: () => void) {
  await page
    .getByTestId('plaza-connect-button')
    .evaluate((element) => element.setAttribute('data-first', ''))
  release()
  await expect(page.locator('[data-testid="plaza-connect-button"]:not([data-first])')).toBeVisible()
}

test.describe('the wallet code loads after the page, never in its way', () => {
  test('CFG-9, BTN-1: a first visit shows a server-rendered Connect Wallet; the wallet code is in no first-load script and is fetched once the page has loaded', {
    tag: '@same-on-phone',
  }, async ({ page, request, baseURL }) => {
    const html = await (await request.get('/')).text()
    expect(html).toMatch(
      /<button[^>]*data-testid="plaza-connect-button"[^>]*>Connect Wallet<\/button>/,
    )
    for (const url of await firstLoadScripts(request, baseURL)) {
      const code = await (await request.get(url)).text()
      for (const marker of stackMarkers)
        expect(code, `${url} holds ${marker}`).not.toContain(marker)
    }

    const stackScripts = watchStack(page)
    await page.goto('/')
    // No interaction: the stack follows once the page has loaded, after the load event.
    await expect.poll(() => stackScripts.length).toBeGreaterThan(0)
    expect(await requestedAfterLoad(page, stackScripts)).not.toContain(false)
  })

  test('CFG-9, BTN-1: a visitor who saves data (Save-Data) gets no wallet code until they reach for Connect Wallet', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ saveData: true }),
      }),
    )
    const firstLoad = await firstLoadScripts(request, baseURL)
    await page.goto('/')
    await page.waitForLoadState('load')
    // A task of the page queued now: tasks its load event queued before have run.
    await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
    expect(await laterScripts(page, firstLoad)).toEqual([])

    await page.getByRole('button', { name: specText.connectWallet }).hover()
    await expect.poll(() => laterScripts(page, firstLoad)).not.toEqual([])
  })

  test('BTN-1: Enter on Connect Wallet before the wallet code has arrived answers at once with the dialog frame, then opens the connect modal, focus inside it', {
    tag: '@same-on-phone',
  }, async ({ page, request, baseURL }) => {
    const release = await pressConnectBeforeWalletCode(page, request, baseURL, 'Enter')
    // The keyboard stays with the modal, as with RainbowKit's own button, and comes back after.
    const dialog = await releaseIntoConnectModal(page, release)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: specText.connectWallet })).toBeFocused()
  })

  test('BTN-1: Escape on the dialog frame before the wallet code has arrived closes it; the modal does not open later', {
    tag: '@same-on-phone',
  }, async ({ page, request, baseURL }) => {
    const release = await pressConnectBeforeWalletCode(page, request, baseURL, 'Enter')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByTestId('plaza-connect-button')).toBeFocused()
    // The stack mounts and opens nothing by itself.
    await releaseUntilButtonReplaced(page, release)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.keyboard.press('Enter')
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: specText.connectAWallet }),
    ).toBeVisible()
  })

  test('BTN-1: Connect Wallet keeps the keyboard focus while the wallet code arrives and mounts under it', {
    tag: '@same-on-phone',
  }, async ({ page, request, baseURL }) => {
    const release = await holdLaterScripts(page, request, baseURL)
    await page.goto('/')
    const button = page.getByTestId('plaza-connect-button')
    await button.focus()
    await releaseUntilButtonReplaced(page, release)
    await expect(button).toBeFocused()
  })
})
