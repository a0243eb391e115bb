import { parseEther } from 'viem'
import { describe, expect, test } from 'vitest'
import { alice, bob } from '../../test/testChains.ts'
import { walletOnTestChains } from '../../test/walletOnTestChains.ts'

const { wallet, chains } = walletOnTestChains()

describe('transactions and forwarded calls', () => {
  test('eth_sendTransaction: signed with the test key, mined on the current chain node', async () => {
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const before = await wallet.provider.request({
      method: 'eth_getBalance',
      params: [bob, 'latest'],
    })
    const hash = await wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: alice, to: bob, value: '0xde0b6b3a7640000' }],
    })
    const receipt = await chains.testClient(1).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(alice.toLowerCase())
    const after = await wallet.provider.request({
      method: 'eth_getBalance',
      params: [bob, 'latest'],
    })
    expect(BigInt(after)).toBe(BigInt(before) + parseEther('1'))
  })

  test('behavior: a chain without a node answers 4901', async () => {
    wallet.moveToUnsupportedChain()
    await expect(wallet.provider.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({
      code: 4901,
    })
  })
})
