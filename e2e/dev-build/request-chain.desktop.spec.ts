import { expect } from '@playwright/test'
import { specErrors } from '../../fixtures/spec/errors'
import { test } from '../fixtures/wallet'
import { connectAndOpenWalletLab } from './walletLab'

const chainNotFound = specErrors.find((error) => error.row === 'ERR-CHAIN404')!.text!

/** The dev build (NEXT_PUBLIC_MOCK_WALLET=1): the Wallet Lab's 'Request chain' asks for a chain the app does not configure. */
test.describe("the Wallet Lab's 'Request chain' (dev-flag build)", () => {
  test.use({ walletInstall: { as: 'app' } })

  test(`ERR-CHAIN404: requesting a chain the app does not configure shows '${chainNotFound}'`, async ({
    page,
    wallet,
  }) => {
    await page.goto('/')
    const lab = await connectAndOpenWalletLab(page)
    await lab.getByLabel('Chain id').fill('31337')
    await lab.getByRole('button', { name: 'Request chain' }).click()
    await expect(page.getByRole('alert').filter({ hasText: chainNotFound })).toBeVisible()
    expect(await wallet.log({ method: 'wallet_switchEthereumChain' })).toEqual([])
  })
})
