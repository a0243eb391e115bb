import { cssStringFromTheme } from '@rainbow-me/rainbowkit'
import { theme } from '../src/components/Providers/theme'

export type ColorScheme = 'light' | 'dark'

declare global {
  /** Set by storybook/vitest.setup.ts: emulates `prefers-color-scheme` in the test browser. */
  var __emulateColorScheme: ((scheme: ColorScheme) => Promise<void>) | undefined
}

const overrideId = 'storybook-color-scheme'

/**
 * The app follows the visitor's `prefers-color-scheme` (Providers: lightMode/darkMode).
 * Under vitest the browser itself is told the preference, so the app's own media queries
 * pick the theme. Elsewhere (the Storybook UI, a story's iframe opened on its own) a page
 * cannot change that preference, so the story's palette of the app's theme is laid over
 * whichever the browser picked: `html [data-rk]` outranks RainbowKit's own `[data-rk]` rule,
 * which comes later in the document.
 */
export async function applyColorScheme(scheme: ColorScheme) {
  document.getElementById(overrideId)?.remove()
  if (globalThis.__emulateColorScheme) {
    await globalThis.__emulateColorScheme(scheme)
    return
  }
  const palette =
    scheme === 'dark'
      ? cssStringFromTheme(theme.darkMode, { extends: theme.lightMode })
      : cssStringFromTheme(theme.lightMode)
  const style = document.createElement('style')
  style.id = overrideId
  style.textContent = `html [data-rk]{${palette}}`
  document.head.append(style)
}
