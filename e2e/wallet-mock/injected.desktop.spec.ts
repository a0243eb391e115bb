import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { test } from '../fixtures/wallet'

/** The account button shows the local name service's name, else the shortened address. */
const [alice, bob] = [/alice\.plaza\.eth|0xf39F…2266/, /bob\.plaza\.eth|0x7099…79C8/]

test.describe('the mock wallet as the Browser Wallet (window.ethereum)', () => {
  test('ERR-4001, ST-7, ERR-4902, CALL-1: reject the first connect, RETRY, approve, switch to Base: 4902, added and switched', async ({
    page,
    wallet,
  }) => {
    await page.goto('/')
    await wallet.script('connect', 'reject')
    await pickBrowserWallet(page)
    await page.getByRole('button', { name: 'RETRY' }).click()
    await expect(page.getByTestId('rk-account-button')).toContainText(alice)

    await page.getByTestId('rk-chain-button').click()
    await page.getByTestId('rk-chain-option-8453').click()
    await expect.poll(async () => (await wallet.snapshot()).chainId).toBe(8453)
    await page.getByTestId('rk-chain-button').click()
    await expect(page.getByTestId('rk-chain-option-8453')).toContainText('Connected')
    expect(await wallet.trail()).toEqual(
      expect.arrayContaining([
        'wallet_requestPermissions:4001',
        'wallet_requestPermissions:approved',
        'wallet_switchEthereumChain:4902',
        'wallet_addEthereumChain:approved',
      ]),
    )
  })

  test('CON-4: "Confirm connection in the extension" stays until the wallet approves', async ({
    page,
    wallet,
  }) => {
    await page.goto('/')
    await wallet.setMode('manual')
    await pickBrowserWallet(page)
    await expect(page.getByText('Confirm connection in the extension')).toBeVisible()
    await wallet.waitForPending('wallet_requestPermissions')
    await wallet.approve()
    await expect(page.getByTestId('rk-account-button')).toContainText(alice)
  })

  test.describe('on a wallet that knows Ethereum and OP Mainnet', () => {
    test.use({ walletChainIds: [1, 10] })

    test('CHN-2, CHN-1: a switch awaiting approval is marked "Confirm in Wallet", then "Connected"', async ({
      page,
      wallet,
    }) => {
      await page.goto('/')
      await connect(page)
      await wallet.setMode('manual')
      await page.getByTestId('rk-chain-button').click()
      await page.getByTestId('rk-chain-option-10').click()
      await expect(page.getByTestId('rk-chain-option-10')).toContainText('Confirm in Wallet')
      await wallet.approve('wallet_switchEthereumChain')
      await expect.poll(async () => (await wallet.snapshot()).chainId).toBe(10)
      if (!(await page.getByTestId('rk-chain-option-10').isVisible()))
        await page.getByTestId('rk-chain-button').click()
      await expect(page.getByTestId('rk-chain-option-10')).toContainText('Connected')
    })
  })

  test('ST-5: the wallet switches account, then locks (no accounts = disconnected)', async ({
    page,
    wallet,
  }) => {
    await page.goto('/')
    await connect(page)
    await wallet.switchAccount(1)
    await expect(page.getByTestId('rk-account-button')).toContainText(bob)
    await wallet.lock()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  })

  test('BTN-3, CHN-3: the wallet moves to a chain the app does not configure: "Wrong network"', async ({
    page,
    wallet,
  }) => {
    await page.goto('/')
    await connect(page)
    await wallet.moveToUnsupportedChain()
    await expect(page.getByTestId('rk-wrong-network-button')).toBeVisible()
    await page.getByTestId('rk-wrong-network-button').click()
    await expect(
      page.getByText('Wrong network detected, switch or disconnect to continue.'),
    ).toBeVisible()
  })

  test('ERR-1013: 1013 is ignored while an account remains; without one the app disconnects', async ({
    page,
    wallet,
  }) => {
    await page.goto('/')
    await connect(page)
    await wallet.disconnect({ code: 1013, accountsLeft: true })
    await wallet.switchAccount(1)
    // Still connected: the next account change reaches the app.
    await expect(page.getByTestId('rk-account-button')).toContainText(bob)
    await wallet.disconnect({ code: 1013 })
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  })

  test('CFG-4: a connected visitor is connected again after a reload (the wallet remembers the site)', async ({
    page,
    wallet,
  }) => {
    await page.goto('/')
    await connect(page)
    // RainbowKit's Browser Wallet targets window.ethereum, so wagmi remembers it as the recent
    // connector (the targetless 'injected.connected' flag, ST-6, is pinned in wagmi.node.test.ts).
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('wagmi.recentConnectorId')))
      .toBe('"injected"')
    await page.reload()
    await expect(page.getByTestId('rk-account-button')).toContainText(alice)
    expect((await wallet.snapshot()).permitted).toBe(true)
  })

  test('ERR-32002: connecting again while the wallet still asks: resource unavailable, no second prompt', async ({
    page,
    wallet,
  }) => {
    await page.goto('/')
    await wallet.setMode('manual')
    await pickBrowserWallet(page)
    await wallet.waitForPending()
    // The visitor closes the modal and tries again while the first prompt is still open.
    await page.keyboard.press('Escape')
    await pickBrowserWallet(page)
    await expect.poll(() => wallet.trail()).toContain('wallet_requestPermissions:-32002')
    expect(await wallet.pending()).toHaveLength(1)
    await wallet.approve()
    await expect(page.getByTestId('rk-account-button')).toBeVisible()
  })
})

test.describe('no wallet installed', () => {
  test.use({ walletInstall: { as: 'none' } })

  test('ERR-NOPROV: with no wallet installed, the Browser Wallet cannot connect and no wallet is asked', async ({
    page,
    wallet,
  }) => {
    await page.goto('/')
    expect(await page.evaluate(() => 'ethereum' in window)).toBe(false)
    await pickBrowserWallet(page)
    await expect(
      page
        .getByRole('dialog')
        .getByText(/Opening Browser Wallet|not installed|RETRY/)
        .first(),
    ).toBeVisible()
    await expect(page.getByTestId('rk-account-button')).toHaveCount(0)
    expect(await wallet.log()).toEqual([])
  })
})

/** Opens the connect modal and picks the Browser Wallet (window.ethereum). */
async function pickBrowserWallet(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByTestId('rk-wallet-option-injected').click()
}

async function connect(page: Page) {
  await pickBrowserWallet(page)
  await expect(page.getByTestId('rk-account-button')).toBeVisible()
}
