import { expect, type Page } from '@playwright/test'
import { ensAccounts } from '@plaza-social/test/accounts'
import { specText } from '../../fixtures/spec/kitTexts'
import { test } from './wallet'

/**
 * The mock wallet's package on RainbowKit's default setup (getDefaultConfig, ConnectButton), an
 * app it was not written for: what a visitor of that app sees while the wallet plays its part.
 * No spec row ids: these tests pin the package, not this app.
 */
const [alice, bob] = ensAccounts

/** A visitor connects through RainbowKit's 'Browser Wallet' (the mock as window.ethereum). */
async function connectBrowserWallet(page: Page) {
  await page.getByRole('button', { name: specText.connectWallet }).click()
  await page.getByTestId('rk-wallet-option-injected').click()
  await expect(page.getByTestId('rk-account-button')).toContainText(alice!.name!)
}

test.describe("the mock wallet on RainbowKit's default setup", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/')
  })

  test("connects as the Browser Wallet and shows the account by its name; connected again after a reload (the wallet remembers the site); the wallet's user picks another account: the app follows; the wallet ends the session (4900): the app is disconnected, and a reload stays so", async ({
    page,
    wallet,
  }) => {
    await connectBrowserWallet(page)
    expect((await wallet.snapshot()).permitted).toBe(true)
    await page.reload()
    await expect(page.getByTestId('rk-account-button')).toContainText(alice!.name!)

    await wallet.switchAccount(bob!.index)
    await expect(page.getByTestId('rk-account-button')).toContainText(bob!.name!)

    await wallet.disconnect()
    await expect(page.getByRole('button', { name: specText.connectWallet })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('button', { name: specText.connectWallet })).toBeVisible()
    await expect(page.getByTestId('rk-account-button')).toHaveCount(0)
  })

  test('a connect the wallet rejects at once (4001) shows RETRY, and RETRY connects; a switch to a chain the wallet does not know: 4902, the app adds it, the wallet is on it; the visitor disconnects from the account modal', async ({
    page,
    wallet,
  }) => {
    await wallet.script('connect', 'reject')
    await page.getByRole('button', { name: specText.connectWallet }).click()
    await page.getByTestId('rk-wallet-option-injected').click()
    await page.getByRole('button', { name: specText.retry }).click()
    await expect(page.getByTestId('rk-account-button')).toContainText(alice!.name!)

    await page.getByTestId('rk-chain-button').click()
    await page.getByTestId('rk-chain-option-8453').click()
    // The chain button names the chain the wallet is on now; the modal marks it 'Connected'.
    await expect(page.getByTestId('rk-chain-button')).toContainText('Base')
    await page.getByTestId('rk-chain-button').click()
    await expect(page.getByTestId('rk-chain-option-8453')).toContainText(specText.connected)
    await page.keyboard.press('Escape')
    expect((await wallet.snapshot()).chainId).toBe(8453)
    expect(await wallet.trail()).toEqual(
      expect.arrayContaining([
        'wallet_requestPermissions:4001',
        'wallet_requestPermissions:approved',
        'wallet_switchEthereumChain:4902',
        'wallet_addEthereumChain:approved',
      ]),
    )

    await page.getByTestId('rk-account-button').click()
    await page.getByRole('button', { name: specText.disconnect }).click()
    await expect(page.getByRole('button', { name: specText.connectWallet })).toBeVisible()
    await expect(page.getByTestId('rk-account-button')).toHaveCount(0)
  })
})

test.describe('the MetaMask persona', () => {
  test.use({ walletPersona: 'metamask' })

  test("RainbowKit's MetaMask option connects it (EIP-6963); Base, added on 4902, passes its check of the chain's node", async ({
    page,
    wallet,
  }) => {
    await page.goto('/')
    await page.getByRole('button', { name: specText.connectWallet }).click()
    await page.getByTestId('rk-wallet-option-io.metamask').click()
    await expect(page.getByTestId('rk-account-button')).toContainText(alice!.name!)

    await page.getByTestId('rk-chain-button').click()
    await page.getByTestId('rk-chain-option-8453').click()
    await expect(page.getByTestId('rk-chain-button')).toContainText('Base')
    expect(await wallet.trail()).toEqual(
      expect.arrayContaining([
        'wallet_switchEthereumChain:4902',
        'wallet_addEthereumChain:approved',
      ]),
    )
  })
})
