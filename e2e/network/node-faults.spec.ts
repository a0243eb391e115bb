import { expect } from '@playwright/test'
import { specAppTexts } from '../../fixtures/spec/appTexts'
import { specConstants } from '../../fixtures/spec/constants'
import { test } from '../fixtures/wallet'
import { connectBrowserWallet } from '../qa/connect'

// The wallet knows both chains, so switching needs no 4902 round.
test.use({ walletChainIds: [1, 10] })

/** Switches to OP Mainnet in the chain modal (which closes once the wallet has switched). */
async function switchToOptimism(page: import('@playwright/test').Page) {
  await page.getByTestId('rk-chain-button').click()
  await page.getByTestId('rk-chain-option-10').click()
  await expect(page.getByTestId('rk-chain-option-10')).toBeHidden()
  await expect(page.getByTestId('rk-chain-button')).toContainText('Optimism')
}

test.describe('node faults', () => {
  test('a node that is down: the app stays usable, the balance says unavailable, and returns when the node does', async ({
    page,
    wallet,
  }) => {
    await page.goto('/')
    await connectBrowserWallet(page)
    const unavailable = page.getByText(specAppTexts.balanceUnavailable)
    await expect(unavailable).toBeHidden()

    wallet.nodes.down(10)
    await switchToOptimism(page)
    await expect(unavailable).toBeVisible()

    // Still usable: the account modal opens and closes.
    await page.getByTestId('rk-account-button').click()
    await expect(page.getByRole('button', { name: 'Disconnect' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Disconnect' })).toBeHidden()

    wallet.nodes.restore(10)
    // The balance is asked again every polling interval: back without a reload.
    await expect(unavailable).toBeHidden({ timeout: 15_000 })
  })

  test('CFG-7: a node that hangs: the balance gives up after the 10000 ms timeout, and returns once the node answers', async ({
    page,
    wallet,
  }) => {
    // It waits out the 10 000 ms node timeout on top of a test's work: a budget of three tests.
    test.slow()
    await page.goto('/')
    await connectBrowserWallet(page)
    const unavailable = page.getByText(specAppTexts.balanceUnavailable)

    wallet.nodes.hang(10)
    const switched = Date.now()
    await switchToOptimism(page)
    await expect(unavailable).toBeVisible({ timeout: specConstants.rpcTimeoutMs + 10_000 })
    expect(Date.now() - switched).toBeGreaterThanOrEqual(specConstants.rpcTimeoutMs - 1_000)

    await page.getByTestId('rk-chain-button').click()
    await expect(page.getByTestId('rk-chain-option-10')).toContainText('Connected')
    await page.keyboard.press('Escape')

    wallet.nodes.restore(10)
    await expect(unavailable).toBeHidden({ timeout: 15_000 })
  })
})
