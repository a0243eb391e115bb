import { expect } from '@playwright/test'
import { specConstants } from '../../fixtures/spec/constants'
import { test } from '../fixtures/wallet'

/** LIM-GET on a phone where the cap binds: nine wallets with a phone app (six listed first on request, see the desktop spec). */
test.describe("the phone's 'Get a Wallet' list with more apps than the cap", () => {
  test.beforeEach(({ page }) =>
    page.addInitScript(() => localStorage.setItem('plaza.dev.getWalletSamples', '1')),
  )

  test('LIM-GET: nine wallets with a phone app: GET lists exactly the phone cap of 3', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Get a Wallet' }).click()
    await expect(dialog.getByText("Not what you're looking for?", { exact: true })).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'GET', exact: true })).toHaveCount(
      specConstants.maxGetWallets.mobile,
    )
  })
})
