import { expect } from '@playwright/test'
import { specAppTexts } from '../../fixtures/spec/appTexts'
import { specConstants } from '../../fixtures/spec/constants'
import { defaultLocalRpcUrls } from '../../src/config/localChainsManifest'
import { movePageClock, pausePageClock } from '../fixtures/clock'
import { test } from '../fixtures/wallet'
import { expectChainConnected, visitAndConnect } from '../qa/connect'

// The wallet knows both chains, so switching needs no 4902 round.
test.use({ walletChainIds: [1, 10] })

/** Where the visitor's page asks OP Mainnet's node (the wallet fixture leads it to this worker's). */
const optimismNode = new URL(defaultLocalRpcUrls()[10]!).origin

// The page's clock runs as usual until a test moves it on: the node timeout and the polling
// interval pass in an instant, at the page's own timers, however fast the machine is.
test.beforeEach(({ page }) => page.clock.install())

test.describe('node faults', () => {
  test('a node that is down: the app stays usable, the balance says unavailable, and returns when the node does', {
    tag: '@same-on-phone',
  }, async ({ page, wallet }) => {
    await visitAndConnect(page)
    const unavailable = page.getByText(specAppTexts.balanceUnavailable)
    await expect(unavailable).toBeHidden()

    await wallet.nodes.down(10)
    // To OP Mainnet in the chain modal, which closes once the wallet has switched.
    await page.getByTestId('rk-chain-button').click()
    await page.getByTestId('rk-chain-option-10').click()
    await expect(page.getByTestId('rk-chain-option-10')).toBeHidden()
    await expect(page.getByTestId('rk-chain-button')).toContainText('Optimism')
    await expect(unavailable).toBeVisible()

    // Still usable: the account modal opens and closes.
    await page.getByTestId('rk-account-button').click()
    await expect(page.getByRole('button', { name: 'Disconnect' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Disconnect' })).toBeHidden()

    wallet.nodes.restore(10)
    // The balance is asked again every polling interval: back without a reload.
    await page.clock.fastForward(specConstants.pollingIntervalMs)
    await expect(unavailable).toBeHidden()
  })

  test('CFG-7: a node that hangs: the balance gives up after the 10000 ms timeout, and returns once the node answers', async ({
    page,
    wallet,
  }) => {
    await visitAndConnect(page)
    const unavailable = page.getByText(specAppTexts.balanceUnavailable)

    await wallet.nodes.hang(10)
    // The page's first call to OP Mainnet's node: the balance, through the multicall contract.
    let balanceAsked = false
    page.on('request', (request) => {
      if (new URL(request.url()).origin === optimismNode) balanceAsked = true
    })
    // The page's clock stops before the switch and moves on 10 ms at a time until the page has
    // asked for the balance: the node timeout started within the time moved. Just short of the
    // timeout from the stop, the balance is still being asked for; the timeout after the last
    // move, it has given up, and the clock runs on as usual for whatever the page does next.
    await pausePageClock(page)
    await page.getByTestId('rk-chain-button').click()
    await page.getByTestId('rk-chain-option-10').click()
    let moved = 0
    for (; !balanceAsked; moved += 10) await movePageClock(page, 10)
    await movePageClock(page, specConstants.rpcTimeoutMs - 1 - moved)
    await expect(page.getByTestId('rk-chain-button')).toContainText('Optimism')
    await expect(unavailable).toBeHidden()
    await movePageClock(page, moved + 1)
    await page.clock.resume()
    await expect(unavailable).toBeVisible()

    await expectChainConnected(page, 10)

    wallet.nodes.restore(10)
    await page.clock.fastForward(specConstants.pollingIntervalMs)
    await expect(unavailable).toBeHidden()
  })
})
