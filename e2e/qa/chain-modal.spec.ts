import { expect } from '@playwright/test'
import { specChains } from '../../fixtures/spec/chains'
import { specText } from '../../fixtures/spec/kitTexts'
import { test } from '../fixtures/wallet'
import { visitAndConnect } from './connect'

test.describe('chain modal', () => {
  test('ST-3, ST-4, CFG-2, CHN-1, CHN-3, BTN-3: the button opens the connect modal, which connecting closes, then the chain modal (the 11 configured chains in spec order, the current one "Connected") and the account modal; on an unsupported chain: the message, no account modal, Disconnect works', async ({
    page,
    wallet,
  }) => {
    await visitAndConnect(page)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.getByTestId('rk-chain-button').click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: 'Switch Networks' })).toBeVisible()
    // Names are RainbowKit's colloquial ones ('Optimism' for OP Mainnet); the ids carry the order.
    const ids = await dialog
      .getByTestId(/^rk-chain-option-\d+$/)
      .evaluateAll((options) => options.map((option) => option.getAttribute('data-testid')))
    expect(ids).toEqual(specChains.map((chain) => `rk-chain-option-${chain.id}`))
    await expect(dialog.getByTestId('rk-chain-option-1')).toContainText(specText.connected)
    await expect(dialog.getByText('Connected')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await page.getByTestId('rk-account-button').click()
    await expect(dialog.getByRole('button', { name: 'Disconnect' })).toBeVisible()
    await page.keyboard.press('Escape')

    await wallet.moveToUnsupportedChain()
    await expect(page.getByTestId('rk-wrong-network-button')).toContainText('Wrong network')
    // The account modal is reachable only on a supported chain: its button is gone.
    await expect(page.getByTestId('rk-account-button')).toHaveCount(0)
    await page.getByTestId('rk-wrong-network-button').click()
    await expect(
      dialog.getByText('Wrong network detected, switch or disconnect to continue.'),
    ).toBeVisible()
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})
