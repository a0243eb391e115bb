import type { Page } from '@playwright/test'
import type { MockWalletControls } from '../core/control'
import { mockWalletNames } from '../core/namespace'
import type { MockWalletRequestFn } from '../core/rpcSchema'
import type { NodeFaults } from './nodeFaults'

/** A control that needs a function in the page (a listener) cannot be called from Node. */
type PageOnly = 'subscribe'

/** The wallet's controls as Node calls them in the page: the same names and parameters, each a promise. */
export type RemoteControls = {
  [name in Exclude<keyof MockWalletControls, PageOnly>]: (
    ...args: Parameters<MockWalletControls[name]>
  ) => Promise<Awaited<ReturnType<MockWalletControls[name]>>>
}

/** What only the Node side has. */
export type WalletHandleExtras = {
  page: Page
  /** Node faults: `nodes.down(chainId)`, `nodes.hang(chainId)`, `nodes.restore(chainId)`. */
  nodes: NodeFaults
  /** Calls the wallet's provider from the page, as the app would. */
  request: MockWalletRequestFn
}

/** A test's handle on the wallet in its page (usable after the first navigation). */
export type WalletHandle = RemoteControls & WalletHandleExtras

/**
 * The handle: a typed proxy whose every wallet control runs in the page
 * (`page.evaluate`), so it cannot drift from the wallet; only the extras live in Node.
 */
export function createWalletHandle(
  page: Page,
  { namespace, nodes }: { namespace?: string; nodes: NodeFaults },
): WalletHandle {
  const { controlGlobal } = mockWalletNames(namespace)
  const call = (name: string, args: unknown[]) =>
    page.evaluate(
      ([global, name, args]) => {
        const wallet: unknown = Reflect.get(window, global)
        if (typeof wallet !== 'object' || wallet === null)
          throw new Error('The mock wallet is not in this page: navigate first.')
        const method: unknown = Reflect.get(wallet, name)
        if (typeof method !== 'function') throw new Error(`The mock wallet has no control ${name}.`)
        return method(...args)
      },
      [controlGlobal, name, args] as const,
    )
  const request: MockWalletRequestFn = (args) =>
    page.evaluate(
      ([global, args]) => {
        const wallet: unknown = Reflect.get(window, global)
        const provider: unknown =
          typeof wallet === 'object' && wallet !== null
            ? Reflect.get(wallet, 'provider')
            : undefined
        if (typeof provider !== 'object' || provider === null)
          throw new Error('The mock wallet is not in this page: navigate first.')
        return Reflect.apply(Reflect.get(provider, 'request'), provider, [args])
      },
      [controlGlobal, args] as const,
    )
  const extras: WalletHandleExtras = { page, nodes, request }
  return new Proxy(extras, {
    get(target, property, receiver) {
      if (Reflect.has(target, property)) return Reflect.get(target, property, receiver)
      // Not a thenable, not a symbol: a wallet control.
      if (typeof property !== 'string' || property === 'then') return undefined
      return (...args: unknown[]) => call(property, args)
    },
  }) as WalletHandle
}
