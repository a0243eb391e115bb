import { type BrowserContext, test as base, type Page } from '@playwright/test'

/**
 * How many times slower than the machine the pages' CPU runs: E2E_CPU_SLOWDOWN (`npm run
 * test:slow` sets 4), else 1. A test that passes only on a fast machine fails there.
 */
export const cpuSlowdownFromEnv = Math.max(1, Number(process.env.E2E_CPU_SLOWDOWN) || 1)

/**
 * Chromium's CPU throttling (DevTools' "CPU: 4x slowdown") on the renderer process a page has
 * now, for as long as the DevTools session that set it stays attached (detaching ends it).
 */
async function throttle(context: BrowserContext, page: Page, rate: number) {
  const session = await context.newCDPSession(page)
  await session.send('Emulation.setCPUThrottlingRate', { rate })
}

/**
 * Gives a new page the renderer of `origin`'s site, with a blank document the server never sees:
 * a new page's first renderer is replaced on its first navigation to a site, throttling and all,
 * while the test's own navigations within the site keep this one.
 */
async function enterSite(page: Page, origin: string) {
  const url = new URL('/__cpu-slowdown__', origin).href
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: '' }))
  await page.goto(url)
  await page.unroute(url)
}

export type CpuSlowdownFixtures = {
  /** The pages' CPU is this many times slower (E2E_CPU_SLOWDOWN; default 1, not throttled). */
  cpuSlowdown: number
}

/**
 * Playwright's `test` whose pages run on a slowed CPU when `cpuSlowdown` is above 1: the test's
 * page from before it loads the app, and every other page its context opens, from its first
 * document on.
 */
export const test = base.extend<CpuSlowdownFixtures>({
  cpuSlowdown: [cpuSlowdownFromEnv, { option: true }],
  page: async ({ page, context, cpuSlowdown, baseURL }, use) => {
    if (cpuSlowdown > 1) {
      context.on('page', (opened) =>
        opened.on('framenavigated', (frame) => {
          if (frame !== opened.mainFrame()) return
          throttle(context, opened, cpuSlowdown).catch((error) => {
            if (!opened.isClosed()) throw error // a page closed meanwhile needs no throttling
          })
        }),
      )
      if (baseURL) await enterSite(page, baseURL)
      await throttle(context, page, cpuSlowdown)
    }
    await use(page)
  },
})
