import { createMockWallet } from '../core/createMockWallet'
import { createInjection, type OtherWalletOptions } from '../core/injection'
import { type InstallOptions, installMockWallet } from '../core/install'
import { mockWalletNames } from '../core/namespace'
import type { MockWalletOptions } from '../core/options'
import { publishWallet } from '../core/pageGlobals'

/** Another wallet in the page from the start (see createInjection), installed after the main one. */
export type OtherWalletConfig = OtherWalletOptions & {
  id: string
  install: Omit<InstallOptions, 'namespace' | 'instance'>
}

/** What a test page gets: the wallet's options (JSON) and how it is installed. */
export type BrowserMockWalletConfig = Omit<MockWalletOptions, 'storage' | 'fetch' | 'transport'> & {
  install?: Omit<InstallOptions, 'namespace' | 'instance'>
  /** Remember the connection in localStorage across reloads, like an extension (default true). */
  persist?: boolean
  /** More wallets in the page, each with its own accounts and state, installed in this order. */
  others?: readonly OtherWalletConfig[]
}

/** Entry of the browser bundle the Playwright fixture injects before the app loads. */
export function startBrowserMockWallet(config: BrowserMockWalletConfig) {
  const { install, persist, others = [], ...options } = config
  const wallet = createMockWallet({
    ...options,
    storage: persist === false ? undefined : window.localStorage,
  })
  publishWallet(window, wallet, { namespace: options.namespace, installed: install?.as !== 'none' })
  const injection = createInjection(window, wallet, {
    namespace: options.namespace,
    // The same chains and nodes; in memory, so it never reads or overwrites the main wallet's state.
    createWallet: ({ privateKeys, mode }) =>
      createMockWallet({ ...options, privateKeys: privateKeys ?? options.privateKeys, mode }),
  })
  Reflect.set(window, mockWalletNames(options.namespace).injectionGlobal, injection)
  installMockWallet(window, wallet, { ...install, namespace: options.namespace })
  for (const { id, install: otherInstall, ...otherOptions } of others) {
    injection.addWallet(id, otherOptions)
    injection.install(id, otherInstall)
  }
  return wallet
}
