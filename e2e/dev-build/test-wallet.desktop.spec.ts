import { expect } from '@playwright/test'
import { test } from '../fixtures/wallet'
import { alice, openConnectModal } from '../qa/connect'
import { openWalletLab } from './walletLab'

/**
 * The dev build (NEXT_PUBLIC_MOCK_WALLET=1): the 'Development' group of the desktop connect modal and
 * the Wallet Lab. Its QR variant, Test Wallet (QR), is qr.desktop.spec.ts.
 */

test.describe('the Test Wallet connector (dev-flag build)', () => {
  test.use({ walletInstall: { as: 'app' } })
  test.beforeEach(({ page }) => page.goto('/'))

  test('CON-1, ERR-4001, ST-7: the Development group lists Test Wallet; a rejection shows RETRY, then it connects; the Wallet Lab plays a scenario by hand: Lock disconnects', async ({
    page,
    wallet,
  }) => {
    const dialog = await openConnectModal(page)
    await expect(dialog.getByText('Development', { exact: true })).toBeVisible()
    await wallet.script('connect', 'reject')
    await dialog.getByTestId('rk-wallet-option-testWallet').click()
    await dialog.getByRole('button', { name: 'RETRY' }).click()
    await expect(page.getByTestId('rk-account-button')).toContainText(alice)

    const lab = await openWalletLab(page)
    await lab.getByRole('button', { name: 'Lock' }).click()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  })
})
