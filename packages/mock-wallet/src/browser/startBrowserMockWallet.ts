import { createMockWallet } from '../core/createMockWallet'
import { type InstallOptions, installMockWallet } from '../core/install'
import type { MockWalletOptions } from '../core/options'
import { publishWallet } from '../core/pageGlobals'

/** What a test page gets: the wallet's options (JSON) and how it is installed. */
export type BrowserMockWalletConfig = Omit<MockWalletOptions, 'storage' | 'fetch' | 'transport'> & {
  install?: Omit<InstallOptions, 'namespace'>
  /** Remember the connection in localStorage across reloads, like an extension (default true). */
  persist?: boolean
}

/** Entry of the browser bundle the Playwright fixture injects before the app loads. */
export function startBrowserMockWallet(config: BrowserMockWalletConfig) {
  const { install, persist, ...options } = config
  const wallet = createMockWallet({
    ...options,
    storage: persist === false ? undefined : window.localStorage,
  })
  publishWallet(window, wallet, { namespace: options.namespace, installed: install?.as !== 'none' })
  installMockWallet(window, wallet, { ...install, namespace: options.namespace })
  return wallet
}
