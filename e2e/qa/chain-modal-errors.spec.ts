import { expect, type Page } from '@playwright/test'
import { fillSpecText, specAppTexts } from '../../fixtures/spec/appTexts'
import { specText } from '../../fixtures/spec/kitTexts'
import { test } from '../fixtures/wallet'
import { visitAndConnect } from './connect'

/** `text` shows in the open chain modal, and nowhere else on the page. */
async function saidOnceInTheModal(page: Page, text: string) {
  await expect(page.getByRole('dialog').getByText(text, { exact: true })).toBeVisible()
  await expect(page.getByText(text, { exact: true })).toHaveCount(1)
}

/** A failed network switch, said once: in the Switch Networks modal itself (spec §2.2), which stays open. */
test.describe('the chain modal when a switch fails', () => {
  test.use({ walletChainIds: [1, 8453] })

  test('ERR-4001, CHN-4, ERR-SWITCH: a switch rejected in the wallet reads as a rejection, a wallet that cannot switch from the app and a switch that fails in the wallet each say so in the open modal; the next switch works', async ({
    page,
    wallet,
  }) => {
    await visitAndConnect(page)
    await page.getByTestId('rk-chain-button').click()
    const dialog = page.getByRole('dialog')
    const base = dialog.getByTestId('rk-chain-option-8453')
    await wallet.script('wallet_switchEthereumChain', 'reject')
    await base.click()
    await saidOnceInTheModal(page, specAppTexts.switchRejected)

    await wallet.script('wallet_switchEthereumChain', 'unsupported')
    await base.click()
    await saidOnceInTheModal(
      page,
      fillSpecText(specAppTexts.switchNotSupported, { appName: 'Plaza Social' }),
    )
    await expect(dialog.getByRole('heading', { name: 'Switch Networks' })).toBeVisible()
    await expect(dialog.getByTestId('rk-chain-option-1')).toContainText(specText.connected)

    await wallet.script('wallet_switchEthereumChain', { type: 'fail', message: 'node exploded' })
    await base.click()
    await saidOnceInTheModal(page, specAppTexts.switchFailed)
    await expect(dialog.getByTestId('rk-chain-option-1')).toContainText(specText.connected)
    // Still usable, from the same modal: the next switch goes through and closes it.
    await base.click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByTestId('rk-chain-button')).toBeVisible()
    await expect.poll(async () => (await wallet.snapshot()).chainId).toBe(8453)
    // Reopened, the modal no longer shows the old failure.
    await page.getByTestId('rk-chain-button').click()
    await expect(base).toContainText(specText.connected)
    await expect(dialog.getByText(specAppTexts.switchFailed)).toHaveCount(0)
  })
})
