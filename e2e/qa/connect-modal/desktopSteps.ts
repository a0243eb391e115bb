import { expect, type Locator } from '@playwright/test'

/** RainbowKit's desktop connect modal (compact), as a visitor finds their way through its steps. */

/**
 * The info button beside the title: RainbowKit's way to 'What is a Wallet?' in the compact modal
 * when the app adds to the list under it.
 */
export const info = (dialog: Locator) => dialog.getByRole('button', { name: 'Info', exact: true })

export const back = (dialog: Locator) => dialog.getByRole('button', { name: 'Back' })

/** The row of the GET list that names `wallet`, and its GET button. */
export const getButtonOf = (dialog: Locator, wallet: string) =>
  dialog
    .locator('div')
    .filter({ has: dialog.page().getByText(wallet, { exact: true }) })
    .filter({ has: dialog.page().getByRole('button', { name: 'GET', exact: true }) })
    .last()
    .getByRole('button', { name: 'GET', exact: true })

/**
 * Goes on to a step (`goOn`, then `reached` checks it), back to the step before (`before` checks
 * it), and on to the step again.
 */
export async function throughAndBack(
  dialog: Locator,
  goOn: () => Promise<void>,
  reached: () => Promise<void>,
  before: () => Promise<void>,
) {
  await goOn()
  await reached()
  await back(dialog).click()
  await before()
  await goOn()
  await reached()
}

/** What the visitor sees at each step of RainbowKit's desktop connect flow (compact modal). */
export function stepOf(dialog: Locator) {
  const text = (value: string) => dialog.getByText(value, { exact: true })
  return {
    async none() {
      await expect(dialog.getByTestId('rk-connect-header-label')).toBeVisible()
      await expect(dialog.getByTestId(/^rk-wallet-option-/).first()).toBeVisible()
      await expect(back(dialog)).toHaveCount(0)
    },
    async learnCompact() {
      await expect(text('What is a Wallet?')).toBeVisible()
      await expect(text('A Home for your Digital Assets')).toBeVisible()
      await expect(text('A New Way to Log In')).toBeVisible()
      await expect(dialog.getByRole('button', { name: 'Get a Wallet' })).toBeVisible()
      await expect(dialog.getByRole('link', { name: 'Learn More' })).toBeVisible()
      await expect(dialog.getByTestId('rk-connect-header-label')).toBeHidden()
    },
    async get() {
      await expect(text('Get a Wallet')).toBeVisible()
      await expect(text("Not what you're looking for?")).toBeVisible()
      await expect(dialog.getByRole('button', { name: 'GET', exact: true }).first()).toBeVisible()
    },
    async downloadOptions() {
      await expect(text('Get MetaMask')).toBeVisible()
      await expect(text('MetaMask for Chrome')).toBeVisible()
      await expect(text('MetaMask for Mobile')).toBeVisible()
    },
    async instructionsExtension() {
      await expect(text('Get started with MetaMask')).toBeVisible()
      await expect(text('Install the MetaMask extension')).toBeVisible()
      await expect(dialog.getByRole('button', { name: 'Refresh' })).toBeVisible()
      await expect(dialog.getByRole('link', { name: 'Learn More' })).toBeVisible()
    },
    async download() {
      await expect(text('Install MetaMask')).toBeVisible()
      await expect(text('Scan with your phone to download on iOS or Android')).toBeVisible()
      await expect(dialog.getByRole('button', { name: 'Continue' })).toBeVisible()
    },
    async instructionsMobile() {
      await expect(text('Get started with MetaMask')).toBeVisible()
      await expect(text('Open the MetaMask app')).toBeVisible()
      await expect(dialog.getByRole('button', { name: 'Connect', exact: true })).toBeVisible()
      await expect(dialog.getByRole('link', { name: 'Learn More' })).toBeVisible()
    },
  }
}
