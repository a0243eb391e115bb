import { specErrors } from '../../fixtures/spec'
import { expect, test } from '../fixtures/wallet'

const chainNotFound = specErrors.find((error) => error.row === 'ERR-CHAIN404')!.text!

/** The dev build (NEXT_PUBLIC_MOCK_WALLET=1): the Wallet Lab's 'Request chain' asks for a chain the app does not configure. */
test.describe("the Wallet Lab's 'Request chain' (dev-flag build)", () => {
  test.use({ walletInstall: { as: 'app' } })

  test(`ERR-CHAIN404: requesting a chain the app does not configure shows '${chainNotFound}'`, async ({
    page,
    wallet,
  }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByTestId('rk-wallet-option-testWallet').click()
    await expect(page.getByTestId('rk-account-button')).toBeVisible()
    const lab = page.getByRole('complementary', { name: 'Wallet Lab' })
    await lab.getByRole('button', { name: /Wallet Lab/ }).click()
    await lab.getByLabel('Chain id').fill('31337')
    await lab.getByRole('button', { name: 'Request chain' }).click()
    await expect(page.getByRole('alert').filter({ hasText: chainNotFound })).toBeVisible()
    expect(await wallet.log({ method: 'wallet_switchEthereumChain' })).toEqual([])
  })
})
