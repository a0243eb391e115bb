import { expect, type Page, test } from '@playwright/test'
import { holdLaterScripts } from '../fixtures/scripts'

/** Strings only the wallet stack's code holds (RainbowKit's button label key, wagmi's provider error). */
const stackMarkers = ['connect_wallet.label', 'WagmiProviderNotFoundError']

/**
 * Records whether any script the page loaded so far holds the wallet stack. `settled()` waits
 * for every script body still being read, and names those that could not be read, so a negative
 * check never runs before the code it is about has been looked at.
 */
function watchStack(page: Page) {
  const seen = { stack: false }
  const reads: Promise<string | undefined>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    reads.push(
      response.text().then(
        (code) => {
          if (stackMarkers.some((marker) => code.includes(marker))) seen.stack = true
          return undefined
        },
        () => response.url(),
      ),
    )
  })
  const settled = async () => {
    const unread = (await Promise.all(reads)).filter((url) => url !== undefined)
    return { stack: seen.stack, unread }
  }
  return { seen, settled }
}

test.describe('the wallet code loads when the visitor reaches for it', () => {
  test('CFG-9, BTN-1: a first visit shows a server-rendered Connect Wallet and loads no wallet code until the button is approached', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text()
    expect(html).toMatch(/<button[^>]*>Connect Wallet<\/button>/)

    const { seen, settled } = watchStack(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(await settled()).toEqual({ stack: false, unread: [] })

    await page.getByRole('button', { name: 'Connect Wallet' }).hover()
    await expect.poll(() => seen.stack).toBe(true)
  })

  test('CFG-3, BTN-1: Enter on Connect Wallet before the wallet code has arrived still opens the connect modal, focus inside it', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/')
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    )
    // Every script requested from now on waits until the key has been pressed.
    const release = await holdLaterScripts(page, new URL(baseURL ?? '').origin, loaded)
    await page.getByRole('button', { name: 'Connect Wallet' }).focus()
    await page.keyboard.press('Enter')
    release()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: 'Connect a Wallet' })).toBeVisible()
    // The keyboard stays with the modal, as with RainbowKit's own button, and comes back after.
    await expect(dialog.locator(':focus')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeFocused()
  })
})
