import { commands } from 'vitest/browser'
import type { ColorScheme } from './colorScheme'

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateColorScheme: (scheme: ColorScheme) => Promise<void>
  }
}

globalThis.__emulateColorScheme = (scheme) => commands.emulateColorScheme(scheme)
