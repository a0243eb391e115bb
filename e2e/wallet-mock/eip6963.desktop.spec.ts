import { expect } from '@playwright/test'
import { test } from '../fixtures/wallet'
import { alice, connectAfterRejection } from '../qa/connect'

test.describe('the mock wallet announced through EIP-6963 as MetaMask', () => {
  test.use({ walletInstall: { as: 'eip6963', announce: ['metaMask'] } })

  test('CON-5, ERR-4001, ST-7: RainbowKit lists the announced MetaMask; a rejection shows RETRY; RETRY connects through it', async ({
    page,
    wallet,
  }) => {
    await page.goto('/')
    await connectAfterRejection(page, wallet, 'io.metamask')
    await expect(page.getByTestId('rk-account-button')).toContainText(alice)
    expect(await wallet.trail()).toContain('wallet_requestPermissions:approved')
    expect(await page.evaluate(() => 'ethereum' in window)).toBe(false)
  })
})
