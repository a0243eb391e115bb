import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { pickWallet } from '../qa/connect'

/** Opens the Wallet Lab panel of a connected dev build. */
export async function openWalletLab(page: Page) {
  const lab = page.getByRole('complementary', { name: 'Wallet Lab' })
  await lab.getByRole('button', { name: /Wallet Lab/ }).click()
  return lab
}

/** Connects through the Test Wallet (the dev build's own mock connector) and opens the Wallet Lab. */
export async function connectAndOpenWalletLab(page: Page) {
  await pickWallet(page, 'testWallet')
  await expect(page.getByTestId('rk-account-button')).toBeVisible()
  return openWalletLab(page)
}
