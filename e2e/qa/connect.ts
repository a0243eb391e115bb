import { expect, type Page } from '@playwright/test'
import type { Address } from 'viem'
import { specText } from '../../fixtures/spec/kitTexts'

/** RainbowKit's shortened address: '0xf3…2266'. */
export function shortAddress(address: Address) {
  return `${address.slice(0, 4)}…${address.slice(-4)}`
}

/** Opens the connect modal (the sheet on a phone) from the header and waits for its title. */
export async function openConnectModal(page: Page) {
  await page.getByRole('button', { name: specText.connectWallet }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText(specText.connectAWallet, { exact: true })).toBeVisible()
  return dialog
}

/** Connects through the Browser Wallet (the mock as window.ethereum), like a visitor. */
export async function connectBrowserWallet(page: Page) {
  await (await openConnectModal(page)).getByTestId('rk-wallet-option-injected').click()
  await expect(page.getByTestId('rk-account-button')).toBeVisible()
}

/**
 * The account the visitor sees, in the account modal (on a phone the account button shows only
 * the avatar); closes the modal again.
 */
export async function expectAccountShown(page: Page, account: RegExp) {
  await page.getByTestId('rk-account-button').click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(account)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
}
