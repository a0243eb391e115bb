import { expect } from '@playwright/test'
import { test } from '../fixtures/wallet'
import { openConnectModal } from '../qa/connect'
import { hostileAnnouncements, hostileIcons, scriptGlobal, watchIconHost } from './hostileIcons'

// RainbowKit's phone sheet lists the app's own wallets only, never EIP-6963 announcements.
test.describe('hostile EIP-6963 announcements on a phone', () => {
  test.use({ walletInstall: { as: 'eip6963', announce: hostileAnnouncements } })

  test('CON-7: announced wallets with hostile icons are not on the sheet; no icon runs, nothing is fetched from them', async ({
    page,
    context,
    wallet,
  }) => {
    const fetchedFromIconHost = watchIconHost(context)
    await page.goto('/')
    const sheet = await openConnectModal(page)
    await expect(sheet.getByTestId('rk-wallet-option-injected')).toBeVisible()
    expect(await wallet.injection.requestsSeen()).toBeGreaterThan(0)
    for (const { rdns, name } of hostileIcons) {
      await expect(page.getByTestId(`rk-wallet-option-${rdns}`)).toHaveCount(0)
      await expect(sheet.getByText(name)).toHaveCount(0)
    }
    expect(await page.evaluate((name) => Reflect.get(window, name), scriptGlobal)).toBeUndefined()
    expect(fetchedFromIconHost).toEqual([])
  })
})
