import { expect, type Page } from '@playwright/test'
import type { WalletHandle } from '@plaza-social/mock-wallet/playwright'
import type { Address } from 'viem'
import { specAppTexts } from '../../fixtures/spec/appTexts'
import { specText } from '../../fixtures/spec/kitTexts'

/** The first test account as the page shows it: its local name-service name, else its short address. */
export const alice = /alice\.plaza\.eth|0xf39F…2266/

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

/** Opens the connect modal and picks the wallet whose option is `rk-wallet-option-<id>`. */
export async function pickWallet(page: Page, id: string) {
  const dialog = await openConnectModal(page)
  await dialog.getByTestId(`rk-wallet-option-${id}`).click()
  return dialog
}

/**
 * The `wc:` link a phone hands to the wallet app when the visitor taps `id` on the sheet (the
 * browser hands it to the system without asking: scripts/test-setup.mjs).
 */
export async function walletAppLinkOf(page: Page, id: string) {
  const session = await page.context().newCDPSession(page)
  await session.send('Page.enable')
  const opened = new Promise<string>((resolve) =>
    session.on('Page.frameRequestedNavigation', ({ url }) => {
      if (url.startsWith('wc:')) resolve(url)
    }),
  )
  await page.getByRole('dialog').getByTestId(`rk-wallet-option-${id}`).click()
  return opened.finally(() => session.detach())
}

/**
 * A connect the wallet rejects at once (4001): picks option `id`, reads the rejection as one, and
 * connects on RETRY. Returns the modal.
 */
export async function connectAfterRejection(page: Page, wallet: WalletHandle, id: string) {
  await wallet.script('connect', 'reject')
  const dialog = await pickWallet(page, id)
  await expect(dialog.getByText(specAppTexts.connectRejected, { exact: true })).toBeVisible()
  await dialog.getByRole('button', { name: specText.retry }).click()
  await expect(page.getByTestId('rk-account-button')).toBeVisible()
  return dialog
}

/** Connects through the Browser Wallet (the mock as window.ethereum), like a visitor. */
export async function connectBrowserWallet(page: Page) {
  await pickWallet(page, 'injected')
  await expect(page.getByTestId('rk-account-button')).toBeVisible()
}

/** A visitor loads the app and connects through the Browser Wallet, as most tests begin. */
export async function visitAndConnect(page: Page) {
  await page.goto('/')
  await connectBrowserWallet(page)
}

/** Disconnects from the account modal: every modal closes and Connect Wallet is offered again. */
export async function disconnect(page: Page) {
  await expect(page.getByTestId('rk-account-button')).toBeVisible()
  await page.getByTestId('rk-account-button').click()
  await page.getByRole('dialog').getByRole('button', { name: specText.disconnect }).click()
  await expect(page.getByRole('button', { name: specText.connectWallet })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

/**
 * The chain the header shows: the chain modal marks `chainId` 'Connected' (the modal closes
 * again), and the chain button carries its icon, by the modal's name for it (on a phone the
 * button shows the icon alone).
 */
export async function expectChainConnected(page: Page, chainId: number) {
  await page.getByTestId('rk-chain-button').click()
  await expect(page.getByTestId(`rk-chain-option-${chainId}`)).toContainText(specText.connected)
  const icon = await page.getByTestId(`rk-chain-option-${chainId}-icon`).getAttribute('aria-label')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const button = page.getByTestId('rk-chain-button')
  await expect(button.getByRole('img', { name: icon ?? '', exact: true })).toBeVisible()
}

/**
 * The account (or its balance) the visitor sees, in the account modal (on a phone the account
 * button shows only the avatar); closes the modal again.
 */
export async function expectAccountShown(page: Page, account: RegExp | string) {
  await page.getByTestId('rk-account-button').click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(account)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
}
