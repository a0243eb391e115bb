import { cssStringFromTheme, darkTheme } from '@rainbow-me/rainbowkit'

export type ColorScheme = 'light' | 'dark'

declare global {
  /** Set by storybook/vitest.setup.ts: emulates `prefers-color-scheme` in the test browser. */
  var __emulateColorScheme: ((scheme: ColorScheme) => Promise<void>) | undefined
}

const overrideId = 'storybook-color-scheme'

/**
 * The app follows the visitor's `prefers-color-scheme` (Providers: lightMode/darkMode).
 * Under vitest the browser itself is told the preference, so the app's own media queries
 * pick the theme. In the Storybook UI, where a page cannot change that preference, a
 * 'dark' story lays RainbowKit's dark palette over the light one instead.
 */
export async function applyColorScheme(scheme: ColorScheme) {
  document.getElementById(overrideId)?.remove()
  if (globalThis.__emulateColorScheme) {
    await globalThis.__emulateColorScheme(scheme)
    return
  }
  if (scheme === 'light') return
  const style = document.createElement('style')
  style.id = overrideId
  style.textContent = `[data-rk]{${cssStringFromTheme(darkTheme())}}`
  document.head.append(style)
}
