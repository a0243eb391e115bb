import { expect, type Page } from '@playwright/test'
import type { WalletScenarioName } from '@plaza-social/mock-wallet'
import type { WalletHandle } from '@plaza-social/mock-wallet/playwright'
import { specText } from '../../fixtures/spec/kitTexts'

/**
 * What a visitor does and sees in each of the mock wallet's ready scenarios (failures users report
 * upstream, named after their issue). The same steps run on this app
 * (e2e/wallet-mock/scenarios.desktop.spec.ts) and on RainbowKit's default setup
 * (scenarios.spec.ts), so the steps import nothing of this app.
 */

const connectButton = (page: Page) => page.getByRole('button', { name: specText.connectWallet })

async function connectBrowserWallet(page: Page) {
  await connectButton(page).click()
  await page.getByTestId('rk-wallet-option-injected').click()
  await expect(page.getByTestId('rk-account-button')).toBeVisible()
}

/** A connected visitor reloads: 'Connect Wallet' is offered, with no account left behind. */
async function reloadLeavesNoAccount(page: Page) {
  await page.goto('/')
  await connectBrowserWallet(page)
  await page.reload()
  await expect(connectButton(page)).toBeVisible()
  await expect(page.getByTestId('rk-account-button')).toHaveCount(0)
}

/** Two wallets announce the same rdns: both are listed by their own names; the one picked connects. */
async function twinWalletsListedAndPicked(page: Page, wallet: WalletHandle) {
  await page.goto('/')
  await connectButton(page).click()
  await expect(page.getByRole('button', { name: 'Alpha Wallet' })).toBeVisible()
  await page.getByRole('button', { name: 'Twin Wallet' }).click()
  await expect(page.getByTestId('rk-account-button')).toBeVisible()
  expect((await wallet.other('twin').snapshot()).permitted).toBe(true)
}

/** The wallet moves to a chain the app does not configure: 'Wrong network', no chain connected. */
async function wrongNetworkAfterConnecting(page: Page) {
  await page.goto('/')
  await connectButton(page).click()
  await page.getByTestId('rk-wallet-option-injected').click()
  await page.getByTestId('rk-wrong-network-button').click()
  await expect(page.getByRole('dialog')).toContainText(specText.wrongNetworkDetected)
  await expect(page.getByTestId('rk-chain-option-1')).not.toContainText(specText.connected)
}

/** Every scenario of the package with its steps: one it adds fails the typecheck until it has some. */
export const scenarioSteps = {
  'wagmi#5233': reloadLeavesNoAccount,
  'wagmi#4236': reloadLeavesNoAccount,
  'wagmi#4632': reloadLeavesNoAccount,
  'rainbowkit#2534': twinWalletsListedAndPicked,
  'rainbowkit#1718': wrongNetworkAfterConnecting,
} satisfies Record<WalletScenarioName, (page: Page, wallet: WalletHandle) => Promise<void>>

/** A spec's titles, one per scenario (the typecheck wants each), iterated in the package's order. */
export const eachScenario = (titles: Record<WalletScenarioName, readonly [string, string]>) =>
  Object.entries(titles) as [WalletScenarioName, readonly [string, string]][]
