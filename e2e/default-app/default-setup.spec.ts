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

/** A visitor opens the connect modal and picks option `id` ('injected': the 'Browser Wallet'). */
async function pick(page: Page, id: string) {
  await page.getByRole('button', { name: specText.connectWallet }).click()
  await page.getByTestId(`rk-wallet-option-${id}`).click()
}

/** A visitor connects through option `id`: the account button names the first account. */
async function connect(page: Page, id: string) {
  await pick(page, id)
  await expect(page.getByTestId('rk-account-button')).toContainText(alice!.name!)
}

/** The visitor switches to Base in the chain modal; the chain button names it then. */
async function switchToBase(page: Page) {
  await page.getByTestId('rk-chain-button').click()
  await page.getByTestId('rk-chain-option-8453').click()
  await expect(page.getByTestId('rk-chain-button')).toContainText('Base')
}

test.beforeEach(({ page }) => page.goto('/'))

test.describe("the mock wallet on RainbowKit's default setup", () => {
  test("connects as the Browser Wallet and shows the account by its name; connected again after a reload (the wallet remembers the site); the wallet's user picks another account: the app follows; the wallet ends the session (4900): the app is disconnected, and a reload stays so", async ({
    page,
    wallet,
  }) => {
    await connect(page, 'injected')
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
    await pick(page, 'injected')
    await page.getByRole('button', { name: specText.retry }).click()
    await expect(page.getByTestId('rk-account-button')).toContainText(alice!.name!)

    await switchToBase(page)
    // The modal marks the chain the wallet is on now 'Connected'.
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
    await connect(page, 'io.metamask')
    await switchToBase(page)
    expect(await wallet.trail()).toEqual(
      expect.arrayContaining([
        'wallet_switchEthereumChain:4902',
        'wallet_addEthereumChain:approved',
      ]),
    )
  })
})
