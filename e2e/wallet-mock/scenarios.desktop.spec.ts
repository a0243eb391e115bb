import {
  reloadLeavesNoAccount,
  twinWalletsListedAndPicked,
  wrongNetworkAfterConnecting,
} from '../default-app/scenarioSteps'
import { test } from '../fixtures/wallet'

/**
 * The mock wallet's ready scenarios on the app as visitors get it: what a visitor sees where wagmi
 * or RainbowKit would leave them stuck. The same steps on RainbowKit's default app:
 * e2e/default-app/scenarios.spec.ts.
 */
// Each test connects and loads the app twice or reacts to the wallet at once: on one loaded core
// that overruns the default budget (checked with taskset -c 0), so each gets the slow budget.
test.slow()

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
    }) => reloadLeavesNoAccount(page))
  })

test.describe('rainbowkit#2534: two extensions announce the same rdns', () => {
  test.use({ walletScenario: 'rainbowkit#2534' })

  test('CON-1: both are listed by their own names, and the one picked connects', async ({
    page,
    wallet,
  }) => twinWalletsListedAndPicked(page, wallet))
})

test.describe('rainbowkit#1718: right after connecting, the wallet moves to a chain the app does not configure', () => {
  test.use({ walletScenario: 'rainbowkit#1718' })

  test("BTN-3, CHN-3: 'Wrong network', and the chain modal says so and offers the configured chains", async ({
    page,
  }) => wrongNetworkAfterConnecting(page))
})
