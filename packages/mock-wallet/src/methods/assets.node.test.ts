import { describe, expect, test } from 'vitest'
import { alice } from '../../test/testChains.ts'
import { walletOnTestChains } from '../../test/walletOnTestChains.ts'

const setup = walletOnTestChains()

describe('assets', () => {
  test('wallet_watchAsset: true, and the wallet remembers the asset', async () => {
    const { wallet } = setup
    const asset = {
      type: 'ERC20',
      options: { address: alice, symbol: 'TKN', decimals: 18 },
    } as const
    expect(await wallet.provider.request({ method: 'wallet_watchAsset', params: asset })).toBe(true)
    expect(wallet.snapshot().watchedAssets).toEqual([asset])
  })
})
