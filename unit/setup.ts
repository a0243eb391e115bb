import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// The files of the 'unit' project share one jsdom (vitest.config.ts): each test leaves it clean.
afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
  // A browser wallet a test injected (some define it read-only, as real wallets do).
  Reflect.deleteProperty(window, 'ethereum')
})
