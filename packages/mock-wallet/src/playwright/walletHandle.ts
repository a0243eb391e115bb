import type { Page } from '@playwright/test'
import type { MockWalletControls } from '../core/control.ts'
import type { MockWalletInjection } from '../core/injection.ts'
import { mockWalletNames } from '../core/namespace.ts'
import type { MockWalletRequestFn } from '../core/rpcSchema.ts'
import type { NodeFaults } from './nodeFaults.ts'

/** Controls that need or return a page object (a listener, a wallet) cannot be called from Node. */
type PageOnly = 'subscribe' | 'wallet' | 'account'

/** Page controls as Node calls them: the same names and parameters, each a promise. */
type Remote<controls> = {
  [name in Exclude<keyof controls, PageOnly>]: controls[name] extends (
    ...args: infer args
  ) => infer result
    ? (...args: args) => Promise<Awaited<result>>
    : never
}

/** The wallet's controls as Node calls them in the page. */
export type RemoteControls = Remote<MockWalletControls>

/** The page's injection controls (several wallets, late or hostile injection) as Node calls them. */
export type RemoteInjection = Remote<MockWalletInjection>

/** What only the Node side has. */
export type WalletHandleExtras = {
  page: Page
  /** Node faults: `nodes.down(chainId)`, `nodes.hang(chainId)`, `nodes.restore(chainId)`. */
  nodes: NodeFaults
  /** Calls the wallet's provider from the page, as the app would. */
  request: MockWalletRequestFn
  /** What extensions do to the page: `addWallet`, `install` (late, duplicate, hostile), `ethereumOwner`, `requestsSeen`. */
  injection: RemoteInjection
  /** Another wallet of the page (from `others` or `injection.addWallet`), by id: its controls. */
  other: (id: string) => RemoteControls
}

/** A test's handle on the wallet in its page (usable after the first navigation). */
export type WalletHandle = RemoteControls & WalletHandleExtras

/** Where a control lives in the page: the main wallet, another wallet by id, or the injection. */
type Target = { kind: 'main' } | { kind: 'other'; id: string } | { kind: 'injection' }

/** A typed proxy whose every property is a control called in the page (no thenable, no symbol). */
function remote<controls>(call: (name: string, args: unknown[]) => Promise<unknown>) {
  return new Proxy(
    {},
    {
      get(_, property) {
        if (typeof property !== 'string' || property === 'then') return undefined
        return (...args: unknown[]) => call(property, args)
      },
    },
  ) as controls
}

/**
 * The handle: a typed proxy whose every wallet control runs in the page
 * (`page.evaluate`), so it cannot drift from the wallet; only the extras live in Node.
 */
export function createWalletHandle(
  page: Page,
  { namespace, nodes }: { namespace?: string; nodes: NodeFaults },
): WalletHandle {
  const { controlGlobal, injectionGlobal } = mockWalletNames(namespace)
  const call = (target: Target, name: string, args: unknown[]) =>
    page.evaluate(
      ([globals, target, name, args]) => {
        const notHere = 'The mock wallet is not in this page: navigate first.'
        const global = target.kind === 'main' ? globals.control : globals.injection
        const root: unknown = Reflect.get(window, global)
        if (typeof root !== 'object' || root === null) throw new Error(notHere)
        const owner: unknown =
          target.kind === 'other'
            ? Reflect.apply(Reflect.get(root, 'wallet'), root, [target.id])
            : root
        const method: unknown = Reflect.get(owner as object, name)
        if (typeof method !== 'function') throw new Error(`The mock wallet has no control ${name}.`)
        return Reflect.apply(method, owner, args)
      },
      [{ control: controlGlobal, injection: injectionGlobal }, target, name, args] as const,
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
  const extras: WalletHandleExtras = {
    page,
    nodes,
    request,
    injection: remote<RemoteInjection>((name, args) => call({ kind: 'injection' }, name, args)),
    other: (id) => remote<RemoteControls>((name, args) => call({ kind: 'other', id }, name, args)),
  }
  const main = remote<RemoteControls>((name, args) => call({ kind: 'main' }, name, args))
  return new Proxy(extras, {
    get(target, property, receiver) {
      if (Reflect.has(target, property)) return Reflect.get(target, property, receiver)
      return Reflect.get(main, property)
    },
  }) as WalletHandle
}
