import { expect } from '@playwright/test'
import { usdc } from '@plaza-social/test/chains'
import { mainnet, zora } from 'viem/chains'
import { fillSpecText, specAppTexts } from '../../fixtures/spec/appTexts'
import { test } from '../fixtures/wallet'
import { expectChainConnected, visitAndConnect } from './connect'

const symbol = { symbol: usdc.symbol }

/**
 * 'Add USDC to wallet' in the connected view, through wallet_watchAsset: Circle's USDC at its
 * address on the chain (the local chains, which run each chain's real id, hold a stand-in there).
 */
test.describe('watching USDC', () => {
  test.use({ walletChainIds: [mainnet.id, zora.id] })

  test('CALL-1, ERR-4001: the visitor declines in the wallet and reads that it was not added; asked again, the wallet watches USDC of its chain and the visitor reads that it was added; a chain without one offers none', async ({
    page,
    wallet,
  }) => {
    await visitAndConnect(page)
    const action = page.getByRole('button', {
      name: fillSpecText(specAppTexts.watchAssetAction, symbol),
    })
    await wallet.script('wallet_watchAsset', 'reject')
    await action.click()
    await expect(
      page.getByText(fillSpecText(specAppTexts.watchAssetRejected, symbol)),
    ).toBeVisible()
    expect((await wallet.snapshot()).watchedAssets).toHaveLength(0)

    await action.click()
    await expect(page.getByText(fillSpecText(specAppTexts.watchAssetAdded, symbol))).toBeVisible()
    // What the wallet was asked, both times: Ethereum's USDC, its symbol and decimals read from
    // the chain.
    const params = {
      type: 'ERC20',
      options: { address: usdc.addresses[1], symbol: usdc.symbol, decimals: usdc.decimals },
    }
    expect(await wallet.log({ method: 'wallet_watchAsset' })).toMatchObject([
      { params },
      { params },
    ])
    expect((await wallet.snapshot()).watchedAssets).toHaveLength(1)

    // Zora has no USDC of Circle's: once the app is on Zora, nothing is offered.
    await wallet.changeChain(zora.id)
    await expectChainConnected(page, zora.id)
    await expect(page.getByRole('region', { name: 'Token' })).toHaveCount(0)
  })
})
