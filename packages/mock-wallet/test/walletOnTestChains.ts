import { afterAll, beforeAll, beforeEach } from 'vitest'
import { createMockWallet, type MockWallet } from '../src/core/createMockWallet.ts'
import type { MockWalletOptions } from '../src/core/options.ts'
import { startTestChains, type TestChains } from './testChains.ts'

/**
 * A test file's chains (Ethereum, OP Mainnet and Base nodes, reverted before each test) and a
 * fresh wallet per test that knows Ethereum and OP Mainnet, and Base only by its node, made with
 * `options` besides. Both stand for the running test's own: read them in hooks and tests only.
 */
export function walletOnTestChains(options: Partial<MockWalletOptions> = {}) {
  let chains: TestChains
  let wallet: MockWallet
  beforeAll(async () => {
    chains = await startTestChains()
    await chains.snapshot()
  })
  afterAll(() => chains?.stop())
  beforeEach(async () => {
    await chains.revert()
    wallet = createMockWallet({
      chains: chains.walletChains([1, 10]),
      nodeUrls: chains.nodeUrls,
      ...options,
    })
  })
  return { chains: current(() => chains), wallet: current(() => wallet) }
}

/** An object that forwards every read to what `value()` returns at the time. */
const current = <value extends object>(value: () => value) =>
  new Proxy({} as value, { get: (_, key) => Reflect.get(value(), key) })
