import { createMockWallet, type MockWallet, type MockWalletOptions } from './createMockWallet'
import { type InstallOptions, installMockWallet } from './install'

/** What a test page gets: the wallet's options (JSON) and how it is installed. */
export type BrowserMockWalletConfig = Omit<MockWalletOptions, 'storage' | 'fetch'> & {
  install?: InstallOptions
  /** Remember the connection in localStorage across reloads, like an extension (default true). */
  persist?: boolean
}

declare global {
  interface Window {
    /** The wallet the app's Test Wallet connects to; null = no wallet installed. */
    __plazaMockWallet?: MockWallet | null
    /** The test's handle on the wallet, also when it is "not installed". */
    __plazaMockWalletControl?: MockWallet
  }
}

/** Entry of the browser bundle the Playwright fixture injects before the app loads. */
export function startBrowserMockWallet(config: BrowserMockWalletConfig) {
  const { install, persist, ...options } = config
  const wallet = createMockWallet({
    ...options,
    storage: persist === false ? undefined : window.localStorage,
  })
  window.__plazaMockWalletControl = wallet
  window.__plazaMockWallet = install?.as === 'none' ? null : wallet
  installMockWallet(window, wallet, install)
  return wallet
}
