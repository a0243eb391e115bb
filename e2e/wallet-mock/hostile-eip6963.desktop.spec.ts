import { expect, type Page } from '@playwright/test'
import {
  namedWithAvatar as alice,
  namedWithoutAvatar as bob,
  namedWithBrokenAvatar as carol,
} from '@plaza-social/test/accounts'
import { test } from '../fixtures/wallet'
import { disconnect, openConnectModal } from '../qa/connect'
import {
  hostileAnnouncements,
  hostileIcons,
  plainIcon,
  scriptGlobal,
  watchIconHost,
} from './hostileIcons'

// EIP-6963 as extensions really behave: several at once, late, duplicated, hostile. The connect
// modal lists announced wallets on desktop only (RainbowKit's phone sheet lists its own wallets).

/** The install of a wallet that announces itself alone through EIP-6963, with a plain icon. */
const announcing = (name: string, rdns: string, uuid?: string) =>
  ({
    as: 'eip6963',
    announce: [{ name, rdns, icon: plainIcon(name), ...(uuid && { uuid }) }],
  }) as const

const option = (page: Page, rdns: string) => page.getByTestId(`rk-wallet-option-${rdns}`)
const optionNamed = (page: Page, name: string) =>
  page.getByRole('dialog').getByRole('button', { name, exact: true })

const connectRequests = (log: { method: string }[]) =>
  log.filter((entry) => ['wallet_requestPermissions', 'eth_requestAccounts'].includes(entry.method))

/** What the page fetched from the hostile icons' host, watched from before it loads. */
let fetchedFromIconHost: string[] = []

test.beforeEach(async ({ page, context }) => {
  fetchedFromIconHost = watchIconHost(context)
  await page.goto('/')
  await openConnectModal(page)
})

test.describe('three wallets announced at once', () => {
  test.use({
    walletInstall: announcing('Alpha Wallet', 'test.alpha'),
    walletOthers: {
      beta: { account: bob.index, install: announcing('Beta Wallet', 'test.beta') },
      gamma: { account: carol.index, install: announcing('Gamma Wallet', 'test.gamma') },
    },
  })

  test('each is listed; the one the visitor picks is the one connected, the others are asked nothing', async ({
    page,
    wallet,
  }) => {
    for (const rdns of ['test.alpha', 'test.beta', 'test.gamma'])
      await expect(option(page, rdns)).toBeVisible()
    await option(page, 'test.beta').click()
    await expect(page.getByTestId('rk-account-button')).toContainText(bob.name)
    expect(await wallet.other('beta').trail()).toContain('wallet_requestPermissions:approved')
    expect(connectRequests(await wallet.log())).toEqual([])
    expect(connectRequests(await wallet.other('gamma').log())).toEqual([])
  })
})

test.describe('announced late, after the app asked', () => {
  test.use({
    walletInstall: announcing('Alpha Wallet', 'test.alpha'),
    walletOthers: {
      late: { account: bob.index, install: { as: 'none' } },
      impostor: { account: carol.index, install: { as: 'none' } },
    },
  })

  test('a late wallet joins the open modal and connects', async ({ page, wallet }) => {
    await expect(option(page, 'test.alpha')).toBeVisible()
    expect(await wallet.injection.requestsSeen()).toBeGreaterThan(0)
    await wallet.injection.install('late', announcing('Late Wallet', 'test.late'))
    await option(page, 'test.late').click()
    await expect(page.getByTestId('rk-account-button')).toContainText(bob.name)
    expect(await wallet.other('late').trail()).toContain('wallet_requestPermissions:approved')
    expect(connectRequests(await wallet.log())).toEqual([])
  })

  test('a late impostor of a listed wallet (same rdns and name) neither replaces nor joins it', async ({
    page,
    wallet,
  }) => {
    await expect(option(page, 'test.alpha')).toBeVisible()
    await wallet.injection.install('impostor', announcing('Alpha Wallet', 'test.alpha'))
    // Announcements are handled in order: once this one is listed, the impostor's was handled.
    await wallet.injection.install('late', announcing('Late Wallet', 'test.late'))
    await expect(option(page, 'test.late')).toBeVisible()
    await expect(optionNamed(page, 'Alpha Wallet')).toHaveCount(1)
    await optionNamed(page, 'Alpha Wallet').click()
    await expect(page.getByTestId('rk-account-button')).toContainText(alice.name)
    expect(await wallet.other('impostor').log()).toEqual([])
  })
})

test.describe('two wallets announce the same rdns', () => {
  test.use({
    walletInstall: announcing('Alpha Wallet', 'test.same'),
    walletOthers: {
      twin: { account: bob.index, install: announcing('Twin Wallet', 'test.same') },
    },
  })

  test('CFG-4: both are listed by their own names; the one picked connects, and is the one reconnected after a reload', async ({
    page,
    wallet,
  }) => {
    await expect(optionNamed(page, 'Alpha Wallet')).toBeVisible()
    await optionNamed(page, 'Twin Wallet').click()
    await expect(page.getByTestId('rk-account-button')).toContainText(bob.name)
    expect(connectRequests(await wallet.log())).toEqual([])

    await page.reload()
    await expect(page.getByTestId('rk-account-button')).toContainText(bob.name)
    expect((await wallet.snapshot()).permitted).toBe(false)
    expect((await wallet.other('twin').snapshot()).permitted).toBe(true)
  })
})

test.describe('a wallet announces a uuid another already announced', () => {
  const uuid = '6a1c1b2e-6a8f-4c5e-9f57-0d2a3c4b5e6f'
  test.use({
    walletInstall: announcing('Alpha Wallet', 'test.alpha', uuid),
    walletOthers: {
      squatter: {
        account: bob.index,
        install: announcing('Squatter Wallet', 'test.squatter', uuid),
      },
    },
  })

  test('the second announcement is ignored; the listed wallet is the one that connects', async ({
    page,
    wallet,
  }) => {
    await option(page, 'test.alpha').click()
    await expect(page.getByTestId('rk-account-button')).toContainText(alice.name)
    await disconnect(page)
    await openConnectModal(page)
    await expect(option(page, 'test.alpha')).toBeVisible()
    await expect(option(page, 'test.squatter')).toHaveCount(0)
    expect(await wallet.other('squatter').log()).toEqual([])
  })
})

test.describe('hostile icons and names', () => {
  test.use({
    walletInstall: {
      as: 'eip6963',
      announce: [
        ...hostileAnnouncements,
        // A name carrying markup, with a plain icon.
        {
          name: `<img src=x onerror="window.${scriptGlobal}='name'">`,
          rdns: 'test.markup',
          icon: plainIcon('M'),
        },
      ],
    },
  })

  test('an SVG icon with a script is shown and never runs; javascript:, remote and HTML icons are not listed, nothing is fetched from them; a name shows as text', async ({
    page,
    context,
  }) => {
    const svgWithScript = hostileIcons.find((icon) => icon.kind === 'svg-script')!
    const shownIcon = option(page, svgWithScript.rdns).locator('img')
    await expect(shownIcon).toHaveAttribute('src', svgWithScript.icon)
    await expect
      .poll(() => shownIcon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    for (const { rdns } of hostileIcons.filter((icon) => icon.kind !== 'svg-script'))
      await expect(option(page, rdns)).toHaveCount(0)
    await expect(option(page, 'test.markup')).toContainText('<img src=x onerror=')
    await expect(option(page, 'test.markup').locator('img[src="x"]')).toHaveCount(0)

    // The listed icon drew; its script would have run by now.
    expect(await page.evaluate((name) => Reflect.get(window, name), scriptGlobal)).toBeUndefined()
    expect(fetchedFromIconHost).toEqual([])

    // The attack is live: the same icon opened as a document runs its script.
    const control = await context.newPage()
    await control.goto(svgWithScript.icon)
    await expect
      .poll(() => control.evaluate((name) => Reflect.get(window, name), scriptGlobal))
      .toBeTruthy()
  })
})
