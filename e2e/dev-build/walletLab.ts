import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { openConnectModal, pickWallet } from '../qa/connect'

/** Connects through the Test Wallet (the dev build's own mock connector) and opens the Wallet Lab. */
export async function connectAndOpenWalletLab(page: Page) {
  await pickWallet(page, 'testWallet')
  await expect(page.getByTestId('rk-account-button')).toBeVisible()
  const lab = page.getByRole('complementary', { name: 'Wallet Lab' })
  await lab.getByRole('button', { name: /Wallet Lab/ }).click()
  return lab
}

/**
 * Loads the app with the Wallet Lab's 'List wallets to get first' on (stored before it loads:
 * more wallets to get than 'Get a Wallet' may list) and opens the connect modal.
 */
export async function openConnectModalWithWalletsToGet(page: Page) {
  await page.addInitScript(() => localStorage.setItem('plaza.dev.getWalletSamples', '1'))
  await page.goto('/')
  return openConnectModal(page)
}
