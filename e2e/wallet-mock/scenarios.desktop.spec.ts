import { expect, type Page } from '@playwright/test'
import { specText } from '../../fixtures/spec/kitTexts'
import { test } from '../fixtures/wallet'
import { connectBrowserWallet } from '../qa/connect'

/**
 * The mock wallet's ready scenarios (failures users report upstream, named after their issue) on
 * the app as visitors get it: what a visitor sees where wagmi or RainbowKit would leave them stuck.
 * The same scenarios on RainbowKit's default app: e2e/default-app/scenarios.spec.ts.
 */
// Each test connects and loads the app twice or reacts to the wallet at once: on one loaded core
// that overruns the default budget (checked with taskset -c 0), so each gets the slow budget.
test.slow()

const connectButton = (page: Page) => page.getByRole('button', { name: specText.connectWallet })

/** A connected visitor reloads while the wallet answers eth_accounts badly: no stale account. */
const reloadScenarios = [
  ['wagmi#5233', 'the wallet rejects eth_accounts when a connected visitor reloads', 'CFG-4, ST-2'],
  ['wagmi#4236', 'the wallet never answers eth_accounts when a connected visitor reloads', 'CFG-4'],
  ['wagmi#4632', 'the wallet was locked while connected, then the visitor reloads', 'CFG-4, ST-2'],
] as const

for (const [scenario, what, rows] of reloadScenarios)
  test.describe(`${scenario}: ${what}`, () => {
    test.use({ walletScenario: scenario })

    test(`${rows}: after the reload the visitor is offered Connect Wallet, with no account left behind`, async ({
      page,
    }) => {
      await page.goto('/')
      await connectBrowserWallet(page)
      await page.reload()
      await expect(connectButton(page)).toBeVisible()
      await expect(page.getByTestId('rk-account-button')).toHaveCount(0)
    })
  })

test.describe('rainbowkit#2534: two extensions announce the same rdns', () => {
  test.use({ walletScenario: 'rainbowkit#2534' })

  test('CON-1: both are listed by their own names, and the one picked connects', async ({
    page,
    wallet,
  }) => {
    await page.goto('/')
    await connectButton(page).click()
    await expect(page.getByRole('button', { name: 'Alpha Wallet' })).toBeVisible()
    await page.getByRole('button', { name: 'Twin Wallet' }).click()
    await expect(page.getByTestId('rk-account-button')).toBeVisible()
    expect((await wallet.other('twin').snapshot()).permitted).toBe(true)
  })
})

test.describe('rainbowkit#1718: right after connecting, the wallet moves to a chain the app does not configure', () => {
  test.use({ walletScenario: 'rainbowkit#1718' })

  test("BTN-3, CHN-3: 'Wrong network', and the chain modal says so and offers the configured chains", async ({
    page,
  }) => {
    await page.goto('/')
    await connectButton(page).click()
    await page.getByTestId('rk-wallet-option-injected').click()
    await page.getByTestId('rk-wrong-network-button').click()
    await expect(page.getByRole('dialog')).toContainText(specText.wrongNetworkDetected)
    await expect(page.getByTestId('rk-chain-option-1')).not.toContainText(specText.connected)
  })
})
