import { MockWalletOptionError } from './errors'

/** The namespace a wallet uses when none is given. */
export const defaultNamespace = 'test'

/**
 * The names one wallet uses in a page and in storage, all derived from a namespace (an
 * identifier such as 'acme'), so an app's wallet never meets another app's: 'acme' gives
 * `window.__acmeMockWallet`, storage key 'acme.mockWallet', pairing URIs
 * 'acme-mock-wallet://pair?…' and the provider flag `isAcmeMockWallet`.
 */
export type MockWalletNames = {
  /** The wallet the app's own connector talks to; `null` there means "no wallet installed". */
  walletGlobal: string
  /** The test's handle on the wallet, set also when it is "not installed". */
  controlGlobal: string
  storageKey: string
  pairingScheme: string
  /** A flag set to true on every provider object the wallet puts in a page. */
  providerFlag: string
  /** The global of the browser bundle the Playwright fixture injects. */
  bundleGlobal: string
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
    storageKey: `${namespace}.mockWallet`,
    pairingScheme: `${namespace}-mock-wallet`,
    providerFlag: `is${capitalized}MockWallet`,
    bundleGlobal: `${capitalized}MockWallet`,
  }
}
