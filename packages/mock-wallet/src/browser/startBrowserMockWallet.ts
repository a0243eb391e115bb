import { createMockWallet } from '../core/createMockWallet.ts'
import { createInjection, type OtherWalletOptions } from '../core/injection.ts'
import { type InstallOptions, installMockWallet } from '../core/install.ts'
import { mockWalletNames } from '../core/namespace.ts'
import type { MockWalletOptions } from '../core/options.ts'
import { publishWallet } from '../core/pageGlobals.ts'
import type { StateStorage } from '../core/state.ts'
import { type WalletPersonaName, walletPersonas } from '../personas/walletPersonas.ts'
import { type WalletScenarioName, walletScenarios } from '../scenarios/walletScenarios.ts'

/** Another wallet in the page from the start (see createInjection), installed after the main one. */
export type OtherWalletConfig = OtherWalletOptions & {
  install: Omit<InstallOptions, 'namespace' | 'instance'>
}

/** A wallet's own corner of a storage: its keys suffixed with its id. */
const storageOf = (storage: Storage, id: string): StateStorage => ({
  getItem: (key) => storage.getItem(`${key}.${id}`),
  setItem: (key, value) => storage.setItem(`${key}.${id}`, value),
  removeItem: (key) => storage.removeItem(`${key}.${id}`),
})

/** What a test page gets: the wallet's options (JSON) and how it is installed. */
export type BrowserMockWalletConfig = Omit<
  MockWalletOptions,
  'storage' | 'fetch' | 'transport' | 'persona'
> & {
  /** A real wallet's answers where wallets differ, by name. */
  persona?: WalletPersonaName
  /** A ready reproduction of a failure users report, by its upstream issue. */
  scenario?: WalletScenarioName
  install?: Omit<InstallOptions, 'namespace' | 'instance'>
  /** Remember the connection in localStorage across reloads, like an extension (default true). */
  persist?: boolean
  /** More wallets in the page by id, each with its own accounts and state, installed in this order. */
  others?: Readonly<Record<string, OtherWalletConfig>>
}

/** Entry of the browser bundle the Playwright fixture injects before the app loads. */
export function startBrowserMockWallet(config: BrowserMockWalletConfig) {
  const { install, persist, others = {}, persona, scenario, ...walletOptions } = config
  const options: MockWalletOptions = {
    ...walletOptions,
    persona: persona === undefined ? undefined : walletPersonas[persona],
  }
  const storage = persist === false ? undefined : window.localStorage
  const wallet = createMockWallet({ ...options, storage })
  publishWallet(window, wallet, { namespace: options.namespace, installed: install?.as !== 'none' })
  const injection = createInjection(window, wallet, {
    namespace: options.namespace,
    // The same chains and nodes; its state under its own key, never the main wallet's; no persona.
    createWallet: (id, { privateKeys, mode }) =>
      createMockWallet({
        ...options,
        persona: undefined,
        privateKeys: privateKeys ?? options.privateKeys,
        mode,
        storage: storage && storageOf(storage, id),
      }),
  })
  Reflect.set(window, mockWalletNames(options.namespace).injectionGlobal, injection)
  installMockWallet(window, wallet, { ...install, namespace: options.namespace })
  for (const [id, { install: otherInstall, ...otherOptions }] of Object.entries(others)) {
    injection.addWallet(id, otherOptions)
    injection.install(id, otherInstall)
  }
  if (scenario !== undefined) walletScenarios[scenario].arrange({ wallet, injection })
  return wallet
}
