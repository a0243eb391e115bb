import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { test as base, type ConsoleMessage, expect, type Page } from '@playwright/test'
import { servePublicDir } from '@plaza-social/test/chains'
import { MINIMAL_VIEWPORTS } from 'storybook/viewport'
import { storybookStatic } from './buildStorybook'

// The build's story index: the global setup (buildStorybook.ts) has made it before this file loads.
type IndexEntry = { id: string; type: 'story' | 'docs' }
const index = JSON.parse(readFileSync(join(storybookStatic, 'index.json'), 'utf8'))
const storyIds = (Object.values(index.entries) as IndexEntry[])
  .filter((entry) => entry.type === 'story')
  .map((entry) => entry.id)

/** Storybook's frame for a story without a viewport global, as under vitest. */
const defaultViewport = { width: 1200, height: 900 }

type StoryFinished = { storyId: string; status: 'success' | 'error' | 'warning' }

/** What the check uses of Storybook in the story's frame (iframe.html). */
type StorybookWindow = {
  __STORYBOOK_PREVIEW__: {
    ready: () => Promise<void>
    storyStoreValue: {
      loadStory: (at: {
        storyId: string
      }) => Promise<{ storyGlobals: { viewport?: { value?: string } } }>
    }
  }
  /**
   * The frame's channel to the Storybook UI: `setCurrentStory` shows another story,
   * `storyFinished` says how it went.
   */
  __STORYBOOK_ADDONS_CHANNEL__: {
    emit: (event: 'setCurrentStory', payload: { storyId: string; viewMode: 'story' }) => void
    on: (event: 'storyFinished', listener: (event: StoryFinished) => void) => void
    off: (event: 'storyFinished', listener: (event: StoryFinished) => void) => void
  }
}

type StoryFrame = { page: Page; viewports: Record<string, string | undefined> }

/**
 * One page of Storybook's frame for all the stories, which it moves from story to story as the
 * Storybook UI does: the build's scripts start once, not once per story (about half the check's
 * CPU-seconds). A failed test ends the worker, so the story after it starts on a fresh page.
 */
const test = base.extend<object, { storyFrame: StoryFrame }>({
  storyFrame: [
    async ({ browser }, use) => {
      const server = await servePublicDir(pathToFileURL(`${storybookStatic}/`))
      const page = await browser.newPage()
      await page.goto(`${server.origin}/iframe.html`)
      // Each story's `viewport` global, by which the Storybook UI sizes its frame (a phone's for
      // the phone stories).
      const viewports = await page.evaluate(async (ids) => {
        const preview = (globalThis as unknown as StorybookWindow).__STORYBOOK_PREVIEW__
        await preview.ready()
        const stories = ids.map((storyId) => preview.storyStoreValue.loadStory({ storyId }))
        const globals = (await Promise.all(stories)).map((story) => story.storyGlobals)
        return Object.fromEntries(ids.map((id, i) => [id, globals[i]?.viewport?.value]))
      }, storyIds)
      await use({ page, viewports })
      await page.close()
      server.close()
    },
    { scope: 'worker' },
  ],
})

function viewportSize(name: string | undefined) {
  if (!name) return defaultViewport
  if (!(name in MINIMAL_VIEWPORTS)) throw new Error(`no size for the viewport '${name}'`)
  const { styles } = MINIMAL_VIEWPORTS[name as keyof typeof MINIMAL_VIEWPORTS]
  return { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) }
}

for (const id of storyIds)
  test(`${id}: opens, plays and comes to rest without an error`, async ({ storyFrame }) => {
    const { page, viewports } = storyFrame
    const problems: string[] = []
    const crashed = () => problems.push('the page crashed')
    const pageError = (error: Error) => problems.push(`page error: ${error.message}`)
    const consoleError = (message: ConsoleMessage) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`)
    }
    page.on('crash', crashed).on('pageerror', pageError).on('console', consoleError)
    try {
      await page.setViewportSize(viewportSize(viewports[id]))
      // Storybook's verdict once the loaders, the render and the play function are done. A story
      // that never gets there (a play function that spins, a crash) fails as the test's budget.
      const status = await page.evaluate(
        (storyId) =>
          new Promise<StoryFinished['status']>((resolve) => {
            const channel = (globalThis as unknown as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__
            const finished = (event: StoryFinished) => {
              if (event.storyId !== storyId) return
              channel.off('storyFinished', finished)
              resolve(event.status)
            }
            channel.on('storyFinished', finished)
            channel.emit('setCurrentStory', { storyId, viewMode: 'story' })
          }),
        id,
      )
      expect({ status, problems }).toEqual({ status: 'success', problems: [] })
      await expect(page.locator('#storybook-root')).not.toBeEmpty()
    } finally {
      page.off('crash', crashed).off('pageerror', pageError).off('console', consoleError)
    }
  })
