import { expect } from '@playwright/test'
import { specConstants } from '../../fixtures/spec/constants'
import { test } from '../fixtures/wallet'
import { openConnectModalWithWalletsToGet } from './walletLab'

/**
 * LIM-GET where the cap binds. The product's list cannot show it (the desktop GET list takes the
 * first five wallets, and 'Popular' starts with two without downloads): the dev build lists six
 * real wallets with downloads first on request (the Wallet Lab's 'List wallets to get first').
 */
test.describe("the desktop 'Get a Wallet' list with more wallets to get than the cap", () => {
  test('LIM-GET: six wallets with downloads before Popular: GET lists exactly the desktop cap of 5', async ({
    page,
  }) => {
    const dialog = await openConnectModalWithWalletsToGet(page)
    await expect(dialog.getByText('Wallets to get', { exact: true })).toBeVisible()
    await dialog.getByText('Learn More', { exact: true }).locator('..').click()
    await dialog.getByRole('button', { name: 'Get a Wallet' }).click()
    await expect(dialog.getByText("Not what you're looking for?", { exact: true })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'GET', exact: true })).toHaveCount(
      specConstants.maxGetWallets.desktop,
    )
    // The sixth wallet with a download is left out: the cap, not the list, decides.
    await expect(dialog.getByText('Bitget Wallet', { exact: true })).toHaveCount(0)
  })
})
