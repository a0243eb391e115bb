import { eachScenario, scenarioSteps } from './scenarioSteps'
import { test } from './wallet'

/**
 * The mock wallet's ready scenarios on RainbowKit's default setup, as a QA team would run them:
 * each asserts what RainbowKit and wagmi do today, the upstream issue in its describe. The same
 * steps on this app: e2e/wallet-mock/scenarios.desktop.spec.ts.
 */
// Each test connects and loads the app twice or reacts to the wallet at once: on one loaded core
// that overruns the default budget (checked with taskset -c 0), so each gets the slow budget.
test.slow()

for (const [scenario, [issue, title]] of eachScenario({
  'wagmi#5233': [
    'https://github.com/wevm/wagmi/issues/5233 (eth_accounts rejected on reload)',
    'the visitor is disconnected after the reload',
  ],
  'wagmi#4236': [
    'https://github.com/wevm/wagmi/issues/4236 (eth_accounts never answered on reload)',
    'the visitor is disconnected after the reload',
  ],
  'wagmi#4632': [
    'https://github.com/wevm/wagmi/issues/4632 (wallet locked while connected, then a reload)',
    'the visitor is disconnected after the reload',
  ],
  'rainbowkit#2534': [
    'https://github.com/rainbow-me/rainbowkit/issues/2534 (two wallets announce the same rdns)',
    'both are listed by their own names (fixed in RainbowKit 2.2.11), and the one picked connects',
  ],
  'rainbowkit#1718': [
    'https://github.com/rainbow-me/rainbowkit/issues/1718 (the wallet moves to an unsupported chain)',
    "'Wrong network', and the chain modal marks no configured chain as connected",
  ],
}))
  test.describe(issue, () => {
    test.use({ walletScenario: scenario })
    test(title, ({ page, wallet }) => scenarioSteps[scenario](page, wallet))
  })
