import { expect } from '@playwright/test'
import { specChains } from '../../fixtures/spec/chains'
import { test } from '../fixtures/wallet'
import { visitAndConnect } from './connect'

/** On every screen (the app shows the balance where RainbowKit would hide it on a phone). */
test.describe('the connected header', () => {
  test.use({ walletChainIds: specChains.map((chain) => chain.id) })

  test('BTN-2, ACC-2: a chain button, the balance with the symbol of each chain, an account button', async ({
    page,
    wallet,
  }) => {
    await visitAndConnect(page)
    for (const chain of specChains) {
      await wallet.changeChain(chain.id)
      await expect(page.getByTestId('rk-chain-button')).toBeVisible()
      await expect.poll(async () => (await wallet.snapshot()).chainId).toBe(chain.id)
      // anvil's test accounts hold 10 000 of the native token: RainbowKit shows '10k SYMBOL'.
      await expect(page.locator('header')).toContainText(`10k ${chain.symbol}`)
      await expect(page.getByTestId('rk-account-button')).toBeVisible()
    }
  })
})
