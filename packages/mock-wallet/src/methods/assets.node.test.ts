import { expect, test } from 'vitest'
import { alice } from '../../test/testChains.ts'
import { walletOnTestChains } from '../../test/walletOnTestChains.ts'

const { wallet } = walletOnTestChains()

test('wallet_watchAsset: true, and the wallet remembers the asset', async () => {
  const asset = { type: 'ERC20', options: { address: alice, symbol: 'TKN', decimals: 18 } } as const
  expect(await wallet.provider.request({ method: 'wallet_watchAsset', params: asset })).toBe(true)
  expect(wallet.snapshot().watchedAssets).toEqual([asset])
})
