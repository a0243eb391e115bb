import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// A wait for what the visitor sees (findBy…, waitFor) gives up after 25 s, not Testing Library's
// 1 s: a guard against a hang, not a measure of speed. On one core shared five ways the wallet
// code's first import took 14 s; a test still has its 30 s (vitest.config.ts).
configure({ asyncUtilTimeout: 25_000 })

// The files of the 'unit' project share one jsdom (vitest.config.ts): each test leaves it clean.
afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
  // A browser wallet a test injected (some define it read-only, as real wallets do).
  Reflect.deleteProperty(window, 'ethereum')
})
