import { expect } from '@playwright/test'
import { specConstants } from '../../../fixtures/spec/constants'
import { specText } from '../../../fixtures/spec/kitTexts'
import {
  specPopularGroup,
  specWalletsShownByDefault,
  specWalletsToGet,
} from '../../../fixtures/spec/wallets'
import { test } from '../../fixtures/wallet'
import { StandInRelay } from '../../fixtures/walletConnectRelay'
import { disconnect, openConnectModal, pickWallet, walletAppLinkOf } from '../connect'
import { decodeQr } from './decodeQr'

/** The wallets' tiles on the sheet, each starting with its short name. */
const shownTiles = specWalletsShownByDefault.map((wallet) => new RegExp(`^${wallet.shortName}`))

/** The connect modal on a phone (Pixel 7): RainbowKit's simplified sheet. */
test.describe('the connect modal on a phone', () => {
  test.beforeEach(({ page }) => page.goto('/'))

  test("CON-7, LIM-HEIGHT, LIM-QR: a sheet of wallet icons with 'Connect a Wallet', with no height cap (taller than the desktop modal's cap, nothing in it capped or scrolled); 'Get a Wallet' lists the wallets with an app to get; back returns; a WalletConnect wallet opens as a `wc:` link to its app, and no QR code is drawn", async ({
    page,
  }) => {
    // 'Connect a Wallet': icons with short names, no group headings, no list rows.
    const dialog = await openConnectModal(page)
    const tiles = dialog.getByTestId(/^rk-wallet-option-/)
    await expect(tiles).toHaveText(shownTiles)
    for (const tile of await tiles.all()) {
      await expect(tile.getByRole('heading', { level: 2 })).toBeVisible()
      await expect(tile.locator('img')).toBeVisible()
    }
    await expect(dialog.getByText('Popular', { exact: true })).toHaveCount(0)
    await expect(dialog.getByText('What is a Wallet?', { exact: true })).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Learn More' })).toBeVisible()
    // Why LIM-HEIGHT does not apply here: the sheet stands taller than the desktop modal's cap,
    // with no height cap on anything in it and nothing cut off behind a scrollbar.
    const sheet = await dialog.getByRole('document').boundingBox()
    expect(sheet?.height).toBeGreaterThan(specConstants.connectModalMaxHeight.regular)
    const capped = await dialog.evaluate((root) =>
      [...root.querySelectorAll<HTMLElement>('*')]
        .filter((element) => {
          const { maxHeight, overflowY } = getComputedStyle(element)
          const scrolls =
            /auto|scroll/.test(overflowY) && element.scrollHeight > element.clientHeight
          return maxHeight !== 'none' || scrolls
        })
        .map((element) => element.outerHTML.slice(0, 120)),
    )
    expect(capped).toHaveLength(0)

    // 'Get a Wallet': app rows with GET links.
    await dialog.getByRole('button', { name: 'Get a Wallet' }).click()
    await expect(dialog.getByText('Get a Wallet', { exact: true })).toBeVisible()
    await expect(dialog.getByText("Not what you're looking for?", { exact: true })).toBeVisible()
    await expect(tiles).toHaveCount(0)
    const gets = dialog.getByRole('link', { name: 'GET', exact: true })
    await expect(gets).toHaveCount(specWalletsToGet.length)
    for (const get of await gets.all())
      await expect(get).toHaveAttribute('href', /^https:\/\/(play\.google\.com|[\w.-]+)\//)

    await dialog.getByRole('button', { name: 'Back' }).click()
    await expect(dialog.getByText('Connect a Wallet', { exact: true })).toBeVisible()
    await expect(tiles.first()).toBeVisible()

    // Why LIM-QR does not apply here: a WalletConnect wallet opens as a link to its app.
    await new StandInRelay().routePage(page)
    expect(await walletAppLinkOf(page, 'rainbow')).toMatch(/^wc:/)
    await expect(dialog.getByRole('img', { name: 'QR Code' })).toHaveCount(0)
    const screen = await page.screenshot()
    expect(() => decodeQr(screen)).toThrow()
  })

  test("CFG-3, ERR-UNSUPPORTED: the Popular wallets that cannot run on this phone (Safe, Brave Wallet) are shown as disabled '<name> (unsupported)' tiles, the others as RainbowKit's tiles", async ({
    page,
  }) => {
    const dialog = await openConnectModal(page)
    // Safe runs only inside a Safe iframe, Brave Wallet only in Brave: neither can run here.
    for (const wallet of specPopularGroup.wallets.filter((wallet) => 'shownWhen' in wallet)) {
      const tile = dialog.getByRole('button', {
        name: `${wallet.shortName} ${specText.unsupported}`,
      })
      await expect(tile).toBeVisible()
      await expect(tile).toBeDisabled()
    }
    // The wallets that can run keep RainbowKit's tiles, without the suffix.
    const tiles = dialog.getByTestId(/^rk-wallet-option-/)
    await expect(tiles).toHaveText(shownTiles)
    for (const tile of await tiles.all()) await expect(tile).not.toContainText(specText.unsupported)
  })

  test('LIM-RECENT: with five wallets used before, only the three most recent tiles come first, tagged Recent', async ({
    page,
  }) => {
    // A phone connects Rainbow, Coinbase, MetaMask and WalletConnect through their apps, which a
    // test cannot; RainbowKit's history of them (newest first) is stored as it would be.
    const usedBefore = ['walletConnect', 'metaMask', 'coinbase', 'rainbow']
    await page.evaluate((ids) => localStorage.setItem('rk-recent', JSON.stringify(ids)), usedBefore)
    await page.reload()
    // The Browser Wallet is used last, for real.
    await pickWallet(page, 'injected')
    await disconnect(page)

    const tiles = (await openConnectModal(page)).getByTestId(/^rk-wallet-option-/)
    const recent = ['injected', ...usedBefore].slice(0, specConstants.maxRecentWallets)
    const shortName = (id: string) =>
      specPopularGroup.wallets.find((wallet) => wallet.id === id)!.shortName
    await expect(tiles.filter({ hasText: 'Recent' })).toHaveText(
      recent.map((id) => new RegExp(`^${shortName(id)}\\s*Recent$`)),
    )
    await expect(tiles.first()).toHaveText(new RegExp(`^${shortName('injected')}`))
  })
})
