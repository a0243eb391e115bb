import { afterEach, expect, vi } from 'vitest'
import { commands, page } from 'vitest/browser'
import type { ColorScheme } from './colorScheme'

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateColorScheme: (scheme: ColorScheme) => Promise<void>
  }
}

globalThis.__emulateColorScheme = (scheme) => commands.emulateColorScheme(scheme)
globalThis.__storyClock = {
  pause: () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }),
  move: (ms) => vi.advanceTimersByTime(ms),
  resume: () => vi.useRealTimers(),
}

/**
 * Each story at rest, once its play function has passed: the page in the light and the dark
 * colour scheme (at the story's viewport: a phone's for phone stories) against the committed
 * screenshots in storybook/__screenshots__ (vitest.config.ts). Playwright stops animations for
 * the shot (finite ones at their end, spinners at their start), and vitest takes shots until two
 * in a row agree, so an image or a balance still arriving shows as a later, stable frame. A page
 * that never comes to rest fails as this hook's timeout.
 * QR codes are masked: a pairing code is new on every run (the play function checks it is drawn).
 */
afterEach(async ({ task }) => {
  const storyId = (task.meta as { storyId?: string }).storyId
  try {
    if (storyId && task.result?.state !== 'fail') await matchScreenshots(storyId)
  } finally {
    // RainbowKit keeps one transaction store a page, and the story files share the page (isolate:
    // false in vitest.config.ts): a story's recent transactions are cleared as a visitor clears
    // them, so that no later story's account modal lists them.
    const buttons = [...document.querySelectorAll('button')]
    buttons.find((button) => button.textContent === 'Clear All')?.click()
  }
})

async function matchScreenshots(storyId: string) {
  const qrCodes = [...document.querySelectorAll('svg')]
    .filter((svg) => svg.querySelector('title')?.textContent === 'QR Code')
    .map((svg) => page.elementLocator(svg))
  for (const scheme of ['light', 'dark'] as const) {
    await commands.emulateColorScheme(scheme)
    await expect
      .element(page.elementLocator(document.body))
      .toMatchScreenshot(`${storyId}-${scheme}`, { screenshotOptions: { mask: qrCodes } })
  }
}
