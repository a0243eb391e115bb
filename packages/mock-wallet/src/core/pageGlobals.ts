import type { MockWallet } from './createMockWallet.ts'
import { mockWalletNames } from './namespace.ts'

/** Where a page keeps its wallet: the window (or any object standing in for it). */
type PageHost = object

const isWallet = (value: unknown): value is MockWallet =>
  typeof value === 'object' && value !== null && 'provider' in value && 'snapshot' in value

/**
 * The wallet a test installed in this page for the app's own connector: the wallet, `null`
 * when the test installed none on purpose, `undefined` when no test installed one.
 */
export function installedWallet(host: PageHost, namespace?: string): MockWallet | null | undefined {
  const value: unknown = Reflect.get(host, mockWalletNames(namespace).walletGlobal)
  if (value === null) return null
  return isWallet(value) ? value : undefined
}

/** The test's handle on the page's wallet (set also when the wallet is "not installed"). */
export function controlledWallet(host: PageHost, namespace?: string): MockWallet | undefined {
  const value: unknown = Reflect.get(host, mockWalletNames(namespace).controlGlobal)
  return isWallet(value) ? value : undefined
}

/**
 * Makes `wallet` the page's wallet: the test's handle always, and the app connector's
 * wallet unless `installed` is false (then the app finds `null`: no wallet installed).
 */
export function publishWallet(
  host: PageHost,
  wallet: MockWallet,
  { namespace, installed = true }: { namespace?: string; installed?: boolean } = {},
) {
  const names = mockWalletNames(namespace)
  Reflect.set(host, names.controlGlobal, wallet)
  Reflect.set(host, names.walletGlobal, installed ? wallet : null)
}
