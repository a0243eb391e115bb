import { installedWallet, mockWalletNames, publishWallet } from '@plaza-social/mock-wallet'
import { specChains } from '../../../fixtures/spec/chains'
import { appMockWallet } from './appMockWallet'
import { appWalletNamespace } from './appWalletNamespace'

const names = mockWalletNames(appWalletNamespace)

afterEach(() => {
  Reflect.deleteProperty(window, names.walletGlobal)
  Reflect.deleteProperty(window, names.controlGlobal)
})

describe("appMockWallet: a dev build's mock wallet", () => {
  test("default: one wallet per page on the spec's chains, published under the app's names", () => {
    const wallet = appMockWallet()!
    expect(wallet.snapshot().chains.map(({ id, name }) => ({ id, name }))).toEqual(
      specChains.map(({ id, name }) => ({ id, name })),
    )
    expect(installedWallet(window, appWalletNamespace)).toBe(wallet)
    expect(appMockWallet()).toBe(wallet)
  })

  test('behavior: the wallet remembers its chain across pages (local storage)', () => {
    appMockWallet()!.changeChain(10)
    Reflect.deleteProperty(window, names.walletGlobal)
    expect(appMockWallet()!.snapshot().chainId).toBe(10)
  })

  test('behavior: a wallet a test installed first wins; one installed as "none" means no wallet', () => {
    const installed = appMockWallet()!
    publishWallet(window, installed, { namespace: appWalletNamespace, installed: false })
    expect(appMockWallet()).toBeUndefined()
  })
})
