import { expect } from '@playwright/test'
import { test } from '../fixtures/wallet'
import {
  alice,
  connectAfterRejection,
  connectBrowserWallet,
  expectAccountShown,
  expectChainConnected,
  pickWallet,
} from '../qa/connect'

/** The second test account as the page shows it: its local name-service name, else its short address. */
const bob = /bob\.plaza\.eth|0x7099…79C8/

/** The wallet's own events as a visitor meets them, on a desktop and on a phone. */
test.describe('the mock wallet as the Browser Wallet (window.ethereum), on every screen', () => {
  test.beforeEach(({ page }) => page.goto('/'))

  test('ST-1: disconnected, connecting while the wallet asks, then connected with the account and its chain, which can be unsupported', async ({
    page,
    wallet,
    isMobile,
  }) => {
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await wallet.setMode('manual')
    const dialog = await pickWallet(page, 'injected')
    // Connecting: the wallet asks; the desktop modal says so (RainbowKit's phone sheet stays as it
    // was: its spinner is for a wallet opened through its WalletButton), and the app shows no
    // account yet.
    await wallet.waitForPending('wallet_requestPermissions')
    if (isMobile) await expect(dialog.getByTestId('rk-wallet-option-injected')).toBeVisible()
    else await expect(dialog.getByText('Opening Browser Wallet...', { exact: true })).toBeVisible()
    await expect(page.getByTestId('rk-account-button')).toHaveCount(0)
    await wallet.approve()
    // Connected: the account, and the chain the wallet is on (Ethereum, id 1).
    await expect(page.getByTestId('rk-account-button')).toBeVisible()
    await expectAccountShown(page, alice)
    await expectChainConnected(page, 1)
    // A chain the app does not configure: connected still, flagged unsupported.
    await wallet.moveToUnsupportedChain()
    await expect(page.getByTestId('rk-wrong-network-button')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0)
  })

  test("ERR-4001, ST-7, ERR-4902, CALL-1, ST-5: a wallet on OP Mainnet rejects the first connect at once (0 ms), RETRY, approve: the app asks the wallet's accounts and chain and shows OP Mainnet; switch to Base: 4902, added and switched; the wallet changes chain, switches account, then locks (no accounts = disconnected)", async ({
    page,
    wallet,
  }) => {
    // The wallet's user is on OP Mainnet, not the app's first chain: only the wallet can say so.
    await wallet.changeChain(10)
    // The desktop CONNECT step or the phone sheet reads the rejection as one, and offers RETRY.
    await connectAfterRejection(page, wallet, 'injected')
    await expectAccountShown(page, alice)
    const connected = await wallet.trail()
    expect(connected.slice(connected.indexOf('wallet_requestPermissions:approved'))).toEqual(
      expect.arrayContaining(['eth_accounts:approved', 'eth_chainId:approved']),
    )
    await expectChainConnected(page, 10)

    await page.getByTestId('rk-chain-button').click()
    await page.getByTestId('rk-chain-option-8453').click()
    await expect.poll(async () => (await wallet.snapshot()).chainId).toBe(8453)
    await expectChainConnected(page, 8453)
    const trail = await wallet.trail()
    // One prompt the wallet rejected at once (0 ms), then the one RETRY made.
    expect(trail.filter((entry) => entry.startsWith('wallet_requestPermissions:'))).toEqual([
      'wallet_requestPermissions:4001',
      'wallet_requestPermissions:approved',
    ])
    expect(trail).toContain('wallet_switchEthereumChain:4902')
    expect(trail).toContain('wallet_addEthereumChain:approved')

    // The wallet's user moves it back to OP Mainnet: the app follows the wallet's chainChanged.
    await wallet.changeChain(10)
    await expectChainConnected(page, 10)
    await wallet.switchAccount(1)
    await expectAccountShown(page, bob)
    await wallet.lock()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  })

  test.describe('on a wallet that knows Ethereum and OP Mainnet', () => {
    test.use({ walletChainIds: [1, 10] })

    test('CHN-2, CHN-1, ERR-1013: a switch awaiting approval is marked "Confirm in Wallet", then "Connected"; 1013 is ignored while an account remains; without one the app disconnects', async ({
      page,
      wallet,
    }) => {
      await connectBrowserWallet(page)
      await wallet.setMode('manual')
      await page.getByTestId('rk-chain-button').click()
      await page.getByTestId('rk-chain-option-10').click()
      await expect(page.getByTestId('rk-chain-option-10')).toContainText('Confirm in Wallet')
      await wallet.approve('wallet_switchEthereumChain')
      // A switch that succeeds closes the chain modal; reopened, it marks the new chain.
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expectChainConnected(page, 10)

      await wallet.setMode('auto')
      await wallet.clearLog()
      await wallet.disconnect({ code: 1013, accountsLeft: true })
      // The app handles the 1013 by asking the wallet for its accounts; one remains, so the
      // visitor still sees the account, and never Connect Wallet.
      await expect.poll(() => wallet.trail()).toContain('eth_accounts:approved')
      await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0)
      await expectAccountShown(page, alice)
      await wallet.switchAccount(1)
      // Still connected: the next account change reaches the app.
      await expectAccountShown(page, bob)
      await wallet.disconnect({ code: 1013 })
      await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    })
  })
})
