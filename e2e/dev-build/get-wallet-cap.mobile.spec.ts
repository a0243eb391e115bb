import { expect } from '@playwright/test'
import { specConstants } from '../../fixtures/spec/constants'
import { test } from '../fixtures/wallet'
import { openConnectModalWithWalletsToGet } from './walletLab'

/** LIM-GET on a phone where the cap binds: nine wallets with a phone app (six listed first on request, see the desktop spec). */
test.describe("the phone's 'Get a Wallet' list with more apps than the cap", () => {
  test('LIM-GET: nine wallets with a phone app: GET lists exactly the phone cap of 3', async ({
    page,
  }) => {
    const dialog = await openConnectModalWithWalletsToGet(page)
    await dialog.getByRole('button', { name: 'Get a Wallet' }).click()
    await expect(dialog.getByText("Not what you're looking for?", { exact: true })).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'GET', exact: true })).toHaveCount(
      specConstants.maxGetWallets.mobile,
    )
  })
})
