import { expect } from '@playwright/test'
import { specErrors } from '../../fixtures/spec/errors'
import { test } from '../fixtures/wallet'
import { visitAndConnect } from '../qa/connect'

const chainNotFound = specErrors.find((error) => error.row === 'ERR-CHAIN404')!.text!

/**
 * ERR-CHAIN404 through the production path: the Browser Wallet (wagmi's injected connector, as
 * visitors use it) asked for a chain the app does not configure, with the Wallet Lab's 'Request
 * chain' (wagmi's useSwitchChain). wagmi refuses with ChainNotConfiguredError; the app says it.
 */
test.describe("'Request chain' through the Browser Wallet (dev-flag build)", () => {
  test(`ERR-CHAIN404: wagmi's injected connector refuses a chain the app does not configure: '${chainNotFound}'`, async ({
    page,
    wallet,
  }) => {
    await visitAndConnect(page)
    const lab = page.getByRole('complementary', { name: 'Wallet Lab' })
    await lab.getByRole('button', { name: /Wallet Lab/ }).click()
    await lab.getByLabel('Chain id').fill('31337')
    await lab.getByRole('button', { name: 'Request chain' }).click()
    await expect(page.getByRole('alert').filter({ hasText: chainNotFound })).toBeVisible()
    // Refused before the wallet is asked.
    expect(await wallet.log({ method: 'wallet_switchEthereumChain' })).toEqual([])
  })
})
