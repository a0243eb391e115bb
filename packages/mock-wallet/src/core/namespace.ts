import { MockWalletOptionError } from './errors.ts'

/** The namespace a wallet uses when none is given. */
export const defaultNamespace = 'test'

/**
 * The names one wallet uses in a page and in storage, all derived from a namespace (an
 * identifier such as 'acme'), so an app's wallet never meets another app's: 'acme' gives
 * `window.__acmeMockWallet` (and `__acmeMockWalletControl`, `__acmeMockWalletInjection`), storage key 'acme.mockWallet', pairing URIs
 * 'acme-mock-wallet://pair?…' and the provider flag `isAcmeMockWallet`.
 */
export type MockWalletNames = {
  /** The wallet the app's own connector talks to; `null` there means "no wallet installed". */
  walletGlobal: string
  /** The test's handle on the wallet, set also when it is "not installed". */
  controlGlobal: string
  /** The test's handle on what extensions do to the page (several wallets, late or hostile injection). */
  injectionGlobal: string
  storageKey: string
  pairingScheme: string
  /** A flag set to true on every provider object the wallet puts in a page. */
  providerFlag: string
}

export function mockWalletNames(namespace: string = defaultNamespace): MockWalletNames {
  if (!/^[a-z][a-zA-Z0-9]*$/.test(namespace))
    throw new MockWalletOptionError(
      'namespace',
      `an identifier starting with a lower-case letter, e.g. 'acme' (got '${namespace}')`,
    )
  const capitalized = `${namespace.charAt(0).toUpperCase()}${namespace.slice(1)}`
  return {
    walletGlobal: `__${namespace}MockWallet`,
    controlGlobal: `__${namespace}MockWalletControl`,
    injectionGlobal: `__${namespace}MockWalletInjection`,
    storageKey: `${namespace}.mockWallet`,
    pairingScheme: `${namespace}-mock-wallet`,
    providerFlag: `is${capitalized}MockWallet`,
  }
}
