import { expect, type Locator, type Page } from '@playwright/test'
import type { WalletHandle } from '@plaza-social/mock-wallet/playwright'
import { specErrorText } from '../../fixtures/spec/errors'
import { test } from '../fixtures/wallet'
import { visitAndConnect } from '../qa/connect'
import { connectAndOpenWalletLab, openWalletLab } from './walletLab'

const chainNotFound = specErrorText('ERR-CHAIN404')

/**
 * The dev build (NEXT_PUBLIC_MOCK_WALLET=1): the Wallet Lab's 'Request chain' asks, through
 * wagmi's useSwitchChain, for a chain the app does not configure. wagmi refuses with
 * ChainNotConfiguredError before the wallet is asked; the app says it.
 */
async function requestUnconfiguredChain(page: Page, lab: Locator, wallet: WalletHandle) {
  await lab.getByLabel('Chain id').fill('31337')
  await lab.getByRole('button', { name: 'Request chain' }).click()
  await expect(page.getByRole('alert').filter({ hasText: chainNotFound })).toBeVisible()
  expect(await wallet.log({ method: 'wallet_switchEthereumChain' })).toEqual([])
}

test.describe("the Wallet Lab's 'Request chain' (dev-flag build)", () => {
  test.describe('through the Test Wallet', () => {
    test.use({ walletInstall: { as: 'app' } })

    test(`ERR-CHAIN404: requesting a chain the app does not configure shows '${chainNotFound}'`, {
      tag: '@same-on-phone',
    }, async ({ page, wallet }) => {
      await page.goto('/')
      await requestUnconfiguredChain(page, await connectAndOpenWalletLab(page), wallet)
    })
  })

  test(`ERR-CHAIN404: wagmi's injected connector refuses a chain the app does not configure: '${chainNotFound}'`, async ({
    page,
    wallet,
  }) => {
    await visitAndConnect(page)
    await requestUnconfiguredChain(page, await openWalletLab(page), wallet)
  })
})
