import { describe, expect, test } from 'vitest'
import { walletOnTestChains } from '../../test/walletOnTestChains.ts'
import { createMockWallet } from './createMockWallet.ts'
import {
  MockWalletError,
  MockWalletOptionError,
  NoPendingRequestError,
  UnknownAccountError,
} from './errors.ts'

const { wallet } = walletOnTestChains()

/** Misuse of the wallet by a test author: an error of the package's own, saying what is wrong. */
describe("the package's own errors", () => {
  test('options: no chains, no keys', () => {
    const chain = { id: 1, name: 'Ethereum', rpcUrl: '' }
    const noChains = () => createMockWallet({ chains: [] })
    expect(noChains).toThrow(MockWalletOptionError)
    expect(noChains).toThrow(MockWalletError)
    expect(noChains).toThrowError(
      expect.objectContaining({
        name: 'MockWalletOptionError',
        message: 'Mock wallet option chains: give the wallet at least one chain.',
        shortMessage: 'Mock wallet option chains: give the wallet at least one chain.',
        details: undefined,
      }),
    )
    expect(() => createMockWallet({ chains: [chain], privateKeys: [] })).toThrowError(
      expect.objectContaining({
        name: 'MockWalletOptionError',
        message: 'Mock wallet option privateKeys: give the wallet at least one private key.',
      }),
    )
  })

  test('approve(id) of no waiting request; switchAccount() to an account the wallet lacks', async () => {
    await expect(wallet.approve(999)).rejects.toThrowError(
      expect.objectContaining({
        name: 'NoPendingRequestError',
        message: 'No pending wallet request matches 999.',
      }),
    )
    await expect(wallet.reject(7)).rejects.toThrow(NoPendingRequestError)
    expect(() => wallet.switchAccount(99)).toThrowError(
      expect.objectContaining({
        name: 'UnknownAccountError',
        message: 'The wallet has no account 99.',
      }),
    )
    const stranger = '0x000000000000000000000000000000000000dEaD'
    expect(() => wallet.switchAccount(stranger)).toThrow(UnknownAccountError)
    expect(() => wallet.switchAccount(stranger)).toThrow(`The wallet has no account ${stranger}.`)
  })
})
