import type { Page } from '@playwright/test'
import { afterEach, expect, test, vi } from 'vitest'
import { createMockWallet } from '../core/createMockWallet.ts'
import { createInjection } from '../core/injection.ts'
import { mockWalletNames } from '../core/namespace.ts'
import { publishWallet } from '../core/pageGlobals.ts'
import { NodeFaults } from './nodeFaults.ts'
import { createWalletHandle } from './walletHandle.ts'

/** A page whose evaluate runs the function here, on a stand-in window. */
function fakePage(window: object) {
  vi.stubGlobal('window', window)
  const evaluate = async (fn: (arg: unknown) => unknown, arg: unknown) => fn(structuredClone(arg))
  return { evaluate } as unknown as Page
}

afterEach(() => {
  vi.unstubAllGlobals()
})

const chains = [{ id: 1, name: 'Ethereum', rpcUrl: '' }]

/** A page holding an 'acme' wallet in `host`, and the handle on it. */
function acmePage(host: object) {
  const wallet = createMockWallet({ chains, namespace: 'acme' })
  publishWallet(host, wallet, { namespace: 'acme' })
  const handle = createWalletHandle(fakePage(host), { namespace: 'acme', nodes: new NodeFaults() })
  return { wallet, handle }
}

test("default: calls the page's wallet by its namespace's global", async () => {
  const { handle } = acmePage({})
  await handle.changeChain(8453, { name: 'Base' })
  expect((await handle.snapshot()).chains).toContainEqual({ id: 8453, name: 'Base' })
  expect(await handle.request({ method: 'eth_chainId' })).toBe('0x2105')
  await handle.script('connect', 'reject')
  await expect(handle.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
    code: 4001,
  })
  expect(await handle.trail()).toEqual(['eth_chainId:approved', 'eth_requestAccounts:4001'])
  expect(handle.nodes).toBeInstanceOf(NodeFaults)
  // Awaiting the handle itself must not call the page (it is no thenable).
  expect(Reflect.get(handle, 'then')).toBeUndefined()
})

test("injection and other(id): the page's injection controls and another wallet, by the namespace's globals", async () => {
  const host = new EventTarget() as unknown as Window
  const { wallet, handle } = acmePage(host)
  Reflect.set(
    host,
    mockWalletNames('acme').injectionGlobal,
    createInjection(host, wallet, {
      namespace: 'acme',
      createWallet: (_id, options) => createMockWallet({ chains, ...options }),
    }),
  )
  await handle.injection.addWallet('rogue', { account: 1 })
  await handle.injection.install('rogue', { as: 'injected' })
  expect(await handle.injection.ethereumOwner()).toBe('rogue')
  const rogue = handle.other('rogue')
  expect((await rogue.snapshot()).selectedAccount).not.toBe(
    (await handle.snapshot()).selectedAccount,
  )
  await rogue.script('eth_chainId', 'reject')
  expect((await rogue.snapshot()).scripted).toEqual({ eth_chainId: [{ type: 'reject' }] })
  expect((await handle.snapshot()).scripted).toEqual({})
  await expect(handle.other('nobody').snapshot()).rejects.toThrow(
    "The page holds no mock wallet 'nobody'.",
  )
  expect(Reflect.get(handle.injection, 'then')).toBeUndefined()
})

test('behavior: before the first navigation, a clear error', async () => {
  const handle = createWalletHandle(fakePage({}), { nodes: new NodeFaults() })
  await expect(handle.snapshot()).rejects.toThrow('The mock wallet is not in this page')
})
