import { eachScenario, scenarioSteps } from '../default-app/scenarioSteps'
import { test } from '../fixtures/wallet'

/**
 * The mock wallet's ready scenarios on the app as visitors get it: what a visitor sees where wagmi
 * or RainbowKit would leave them stuck. The same steps on RainbowKit's default app:
 * e2e/default-app/scenarios.spec.ts.
 */
// Each test connects and loads the app twice or reacts to the wallet at once: on one loaded core
// that overruns the default budget (checked with taskset -c 0), so each gets the slow budget.
test.slow()

const reloaded =
  'after the reload the visitor is offered Connect Wallet, with no account left behind'
for (const [scenario, [what, title]] of eachScenario({
  'wagmi#5233': [
    'the wallet rejects eth_accounts when a connected visitor reloads',
    `CFG-4, ST-2: ${reloaded}`,
  ],
  'wagmi#4236': [
    'the wallet never answers eth_accounts when a connected visitor reloads',
    `CFG-4: ${reloaded}`,
  ],
  'wagmi#4632': [
    'the wallet was locked while connected, then the visitor reloads',
    `CFG-4, ST-2: ${reloaded}`,
  ],
  'rainbowkit#2534': [
    'two extensions announce the same rdns',
    'both are listed by their own names, and the one picked connects',
  ],
  'rainbowkit#1718': [
    'right after connecting, the wallet moves to a chain the app does not configure',
    "BTN-3, CHN-3: 'Wrong network', and the chain modal says so and offers the configured chains",
  ],
}))
  test.describe(`${scenario}: ${what}`, () => {
    test.use({ walletScenario: scenario })
    test(title, ({ page, wallet }) => scenarioSteps[scenario](page, wallet))
  })
