import { expect } from '@playwright/test'
import { specConstants } from '../../fixtures/spec/constants'
import { test } from '../fixtures/wallet'
import { openConnectModal } from '../qa/connect'
import { info } from '../qa/connect-modal/desktopSteps'

/**
 * LIM-GET where the cap binds on a phone too. The product's phone sheet cannot show it (only three
 * of its wallets have a phone app): the dev build lists six real wallets with downloads first on
 * request (the Wallet Lab's 'List wallets to get first', stored before the page loads), which
 * makes nine wallets with a phone app.
 */
test.describe("'Get a Wallet' with more wallets to get than the cap", () => {
  test('LIM-GET: six wallets with downloads before Popular: GET lists exactly the cap of the screen, 5 on a desktop, 3 on a phone', async ({
    page,
    isMobile,
  }) => {
    await page.addInitScript(() => localStorage.setItem('plaza.dev.getWalletSamples', '1'))
    await page.goto('/')
    const dialog = await openConnectModal(page)
    if (!isMobile) {
      await expect(dialog.getByText('Wallets to get', { exact: true })).toBeVisible()
      await info(dialog).click()
    }
    await dialog.getByRole('button', { name: 'Get a Wallet' }).click()
    await expect(dialog.getByText("Not what you're looking for?", { exact: true })).toBeVisible()
    // The phone sheet's GET is a link to the app store, the desktop's a button.
    const gets = dialog.getByRole(isMobile ? 'link' : 'button', { name: 'GET', exact: true })
    await expect(gets).toHaveCount(specConstants.maxGetWallets[isMobile ? 'mobile' : 'desktop'])
    // The sixth desktop wallet with a download is left out: the cap, not the list, decides.
    if (!isMobile) await expect(dialog.getByText('Bitget Wallet', { exact: true })).toHaveCount(0)
  })
})
