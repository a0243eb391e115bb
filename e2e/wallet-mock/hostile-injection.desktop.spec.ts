import { expect } from '@playwright/test'
import { namedWithAvatar as alice, namedWithoutAvatar as bob } from '@plaza-social/test/accounts'
import { specChains } from '../../fixtures/spec/chains'
import { specText } from '../../fixtures/spec/kitTexts'
import { test } from '../fixtures/wallet'
import {
  connectBrowserWallet,
  disconnect,
  expectChainConnected,
  visitAndConnect,
} from '../qa/connect'

const opMainnet = specChains[2]

test.describe('a second wallet overwrites window.ethereum', () => {
  test.use({ walletChainIds: [1, opMainnet.id] })

  test("CALL-1, ST-5: after the visitor connected, the wallet that took window.ethereum gets none of the connection's requests and its events are ignored; a new connection is its", async ({
    page,
    wallet,
  }) => {
    await visitAndConnect(page)
    await expect(page.getByTestId('rk-account-button')).toContainText(alice.name)

    // Another extension injects itself over window.ethereum, and talks to the page.
    await wallet.injection.addWallet('rogue', { account: bob.index })
    await wallet.injection.install('rogue', { as: 'injected' })
    expect(await wallet.injection.ethereumOwner()).toBe('rogue')
    const rogue = wallet.other('rogue')
    await rogue.changeChain(opMainnet.id)

    // The rogue's chain change is not the connection's: still Ethereum. The visitor switches
    // network: the wallet they connected is asked, and switches.
    await page.getByTestId('rk-chain-button').click()
    await expect(page.getByTestId('rk-chain-option-1')).toContainText(specText.connected)
    await page.getByTestId(`rk-chain-option-${opMainnet.id}`).click()
    await expect.poll(async () => (await wallet.snapshot()).chainId).toBe(opMainnet.id)
    // RainbowKit closes the chain modal once the switch is done; the app follows the wallet.
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expectChainConnected(page, opMainnet.id)
    await expect(page.getByTestId('rk-account-button')).toContainText(alice.name)
    expect(await rogue.log()).toEqual([])

    // Disconnected, the Browser Wallet is whatever window.ethereum is now.
    await disconnect(page)
    await connectBrowserWallet(page)
    await expect(page.getByTestId('rk-account-button')).toContainText(bob.name)
    expect(await rogue.trail()).toContain('wallet_requestPermissions:approved')
  })
})
