import { expect } from '@playwright/test'
import { plazaToken } from '../../fixtures/chain-state/plazaToken'
import { fillSpecText, specAppTexts } from '../../fixtures/spec/appTexts'
import { test } from '../fixtures/wallet'
import { connectBrowserWallet } from './connect'

const symbol = { symbol: plazaToken.symbol }

/** 'Add PLZ to wallet' in the connected view: the token the local chains hold, through wallet_watchAsset. */
test.describe('watching the Plaza Token', () => {
  test('CALL-1: the wallet is asked to watch the token and the visitor reads that it was added', async ({
    page,
    wallet,
  }) => {
    await page.goto('/')
    await connectBrowserWallet(page)
    await page
      .getByRole('button', { name: fillSpecText(specAppTexts.watchAssetAction, symbol) })
      .click()
    await expect(page.getByText(fillSpecText(specAppTexts.watchAssetAdded, symbol))).toBeVisible()
    // What the wallet was asked: the token of the local chain, read from the chain.
    const [request] = await wallet.log({ method: 'wallet_watchAsset' })
    expect(request?.params).toMatchObject({
      type: 'ERC20',
      options: {
        address: plazaToken.address,
        symbol: plazaToken.symbol,
        decimals: plazaToken.decimals,
      },
    })
    expect((await wallet.snapshot()).watchedAssets).toHaveLength(1)
  })

  test('CALL-1, ERR-4001: the visitor declines in the wallet and reads that it was not added', async ({
    page,
    wallet,
  }) => {
    await page.goto('/')
    await connectBrowserWallet(page)
    await wallet.script('wallet_watchAsset', 'reject')
    await page
      .getByRole('button', { name: fillSpecText(specAppTexts.watchAssetAction, symbol) })
      .click()
    await expect(
      page.getByText(fillSpecText(specAppTexts.watchAssetRejected, symbol)),
    ).toBeVisible()
    expect((await wallet.snapshot()).watchedAssets).toHaveLength(0)
  })
})
