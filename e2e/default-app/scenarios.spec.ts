import {
  reloadLeavesNoAccount,
  twinWalletsListedAndPicked,
  wrongNetworkAfterConnecting,
} from './scenarioSteps'
import { test } from './wallet'

/**
 * The mock wallet's ready scenarios on RainbowKit's default setup, as a QA team would run them:
 * each asserts what RainbowKit and wagmi do today, the upstream issue in its describe. The same
 * steps on this app: e2e/wallet-mock/scenarios.desktop.spec.ts.
 */
// Each test connects and loads the app twice or reacts to the wallet at once: on one loaded core
// that overruns the default budget (checked with taskset -c 0), so each gets the slow budget.
test.slow()

/** A connected visitor reloads while the wallet answers eth_accounts badly. */
const reloadScenarios = [
  ['wagmi#5233', 'https://github.com/wevm/wagmi/issues/5233 (eth_accounts rejected on reload)'],
  [
    'wagmi#4236',
    'https://github.com/wevm/wagmi/issues/4236 (eth_accounts never answered on reload)',
  ],
  [
    'wagmi#4632',
    'https://github.com/wevm/wagmi/issues/4632 (wallet locked while connected, then a reload)',
  ],
] as const

for (const [scenario, issue] of reloadScenarios)
  test.describe(issue, () => {
    test.use({ walletScenario: scenario })

    test('the visitor is disconnected after the reload', async ({ page }) =>
      reloadLeavesNoAccount(page))
  })

test.describe('https://github.com/rainbow-me/rainbowkit/issues/2534 (two wallets announce the same rdns)', () => {
  test.use({ walletScenario: 'rainbowkit#2534' })

  test('both are listed by their own names (fixed in RainbowKit 2.2.11), and the one picked connects', async ({
    page,
    wallet,
  }) => twinWalletsListedAndPicked(page, wallet))
})

test.describe('https://github.com/rainbow-me/rainbowkit/issues/1718 (the wallet moves to an unsupported chain)', () => {
  test.use({ walletScenario: 'rainbowkit#1718' })

  test("'Wrong network', and the chain modal marks no configured chain as connected", async ({
    page,
  }) => wrongNetworkAfterConnecting(page))
})
