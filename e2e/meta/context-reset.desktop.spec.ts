import { expect } from '@playwright/test'
import { testWithoutWallet as test } from '../fixtures/wallet'

// A worker's tests share one browser context (playwright.config.ts, reuseContext), so each test
// must still start where a first visit does: none of what the previous test left on the app's
// origin (wagmi and RainbowKit keep the last wallet in storage, WalletConnect in IndexedDB) and
// none of its routes, init scripts or permissions. Two tests in order on one worker: the first
// leaves all of it behind, the second finds none of it.
test.describe.configure({ mode: 'serial' })

test.describe("a test never meets the previous test's state", () => {
  test('the first test leaves storage, a cookie, a database, a route, an init script and a permission', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'leftover', value: 'cookie', url: baseURL }])
    await context.grantPermissions(['clipboard-read'])
    await page.addInitScript(() => Object.assign(window, { leftover: 'init script' }))
    await page.route('/blank', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>route</p>' }),
    )
    await page.goto('/blank')
    await page.evaluate(async () => {
      localStorage.setItem('leftover', 'local')
      sessionStorage.setItem('leftover', 'session')
      await new Promise((resolve) => {
        indexedDB.open('leftover').onsuccess = resolve
      })
    })
    expect(await page.evaluate(() => document.cookie)).toBe('leftover=cookie')
    expect(await page.evaluate(() => indexedDB.databases())).toContainEqual(
      expect.objectContaining({ name: 'leftover' }),
    )
  })

  test('the next test on the same worker finds none of it', async ({ page }) => {
    // A file the server sends as it is: no app code runs on the page.
    const response = await page.goto('/avatars/alice.svg')
    expect(response?.status()).toBe(200)
    expect(
      await page.evaluate(async () => ({
        route: await fetch('/blank').then((answer) => answer.text()),
        local: localStorage.getItem('leftover'),
        session: sessionStorage.getItem('leftover'),
        cookie: document.cookie,
        databases: (await indexedDB.databases()).map((database) => database.name),
        initScript: 'leftover' in window,
        clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName }))
          .state,
      })),
    ).toEqual({
      route: expect.not.stringContaining('<p>route</p>'),
      local: null,
      session: null,
      cookie: '',
      databases: [],
      initScript: false,
      clipboard: 'prompt',
    })
  })
})
