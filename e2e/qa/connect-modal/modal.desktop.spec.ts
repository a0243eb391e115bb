import type { Locator } from '@playwright/test'
import { expect } from '@playwright/test'
import { specConstants } from '../../../fixtures/spec/constants'
import { specText } from '../../../fixtures/spec/kitTexts'
import { specPopularGroup, specWalletsToGet } from '../../../fixtures/spec/wallets'
import { test } from '../../fixtures/wallet'
import { StandInRelay } from '../../fixtures/walletConnectRelay'
import { disconnect, openConnectModal, pickWallet } from '../connect'
import { scanQrCode } from './decodeQr'
import { back, getButtonOf, info, stepOf, throughAndBack } from './desktopSteps'

/** The connect modal on a desktop (compact), step by step as a visitor clicks through it. */
test.describe('the connect modal on a desktop', () => {
  test.beforeEach(({ page }) => page.goto('/'))

  test.describe('in Brave, with its Browser Wallet and the EIP-6963 Test Wallet installed', () => {
    // Brave's provider carries isBraveWallet, RainbowKit's sign of Brave Wallet.
    test.use({
      walletInstall: { as: 'both', announce: ['testWallet'], flags: { isBraveWallet: true } },
    })

    test("CON-1, CFG-3, ERR-UNSUPPORTED: wallets are listed under their group names, Popular in spec order with Brave Wallet, and Safe too inside an iframe (as in a Safe app), only the others as '(unsupported)' tiles; the wallet just used is tagged 'Recent'", async ({
      page,
      wallet,
    }) => {
      // RainbowKit lists Safe only inside an iframe: here, the app framed by itself.
      const shownHere = specPopularGroup.wallets.filter((wallet) => wallet.id !== 'safe')
      const listed = (wallets: readonly { id: string }[]) => [
        'group:Installed',
        'social.plaza.mockwallet',
        `group:${specPopularGroup.groupName}`,
        ...wallets.map((wallet) => wallet.id),
      ]
      const dialog = await openConnectModal(page)
      // 'Installed' (EIP-6963 announcements) first, then the app's group, in spec order.
      expect(await groupsAndWallets(dialog)).toEqual(listed(shownHere))
      await expect(dialog.getByText(specText.unsupported)).toHaveText([
        `Safe ${specText.unsupported}`,
      ])
      await expect(dialog.getByText('Recent', { exact: true })).toHaveCount(0)

      await dialog.getByTestId('rk-wallet-option-injected').click()
      await disconnect(page)
      expect(await wallet.trail()).toContain('wallet_requestPermissions:approved')

      const reopened = await openConnectModal(page)
      await expect(recentTag(reopened.getByTestId('rk-wallet-option-injected'))).toBeVisible()
      await expect(reopened.getByText('Recent', { exact: true })).toHaveCount(1)
      expect(await groupsAndWallets(reopened)).toEqual(listed(shownHere))

      await page.setContent('<iframe src="/" style="width: 100%; height: 90vh"></iframe>')
      const framed = page.frameLocator('iframe')
      await framed.getByRole('button', { name: specText.connectWallet }).click()
      const framedDialog = framed.getByRole('dialog')
      await expect(framedDialog.getByText(specText.connectAWallet, { exact: true })).toBeVisible()
      expect(await groupsAndWallets(framedDialog)).toEqual(listed(specPopularGroup.wallets))
      await expect(framedDialog.getByText(specText.unsupported)).toHaveCount(0)
    })
  })

  test("ERR-UNSUPPORTED: the Popular wallets that cannot run here (Safe outside a Safe iframe, Brave Wallet outside Brave) are shown under the list as disabled '<name> (unsupported)' tiles, the others as RainbowKit's rows", async ({
    page,
  }) => {
    const tileOf = (dialog: Locator, name: string) =>
      dialog.getByRole('button', { name: `${name} ${specText.unsupported}`, exact: true })
    const cannotRunHere = specPopularGroup.wallets.filter((wallet) => 'shownWhen' in wallet)
    const dialog = await openConnectModal(page)
    for (const wallet of cannotRunHere) {
      await expect(tileOf(dialog, wallet.name)).toBeVisible()
      await expect(tileOf(dialog, wallet.name)).toBeDisabled()
      await expect(dialog.getByTestId(`rk-wallet-option-${wallet.id}`)).toHaveCount(0)
    }
    // A wallet to install (MetaMask here) keeps its row, which leads to its install steps.
    await expect(dialog.getByText(specText.unsupported)).toHaveCount(cannotRunHere.length)

    // Inside a Safe iframe, Safe runs: its row is back and its tile gone.
    await page.setContent('<iframe src="/" style="width: 100%; height: 90vh"></iframe>')
    const framed = page.frameLocator('iframe')
    await framed.getByRole('button', { name: specText.connectWallet }).click()
    const framedDialog = framed.getByRole('dialog')
    await expect(framedDialog.getByTestId('rk-wallet-option-safe')).toBeVisible()
    await expect(tileOf(framedDialog, 'Brave Wallet')).toBeDisabled()
    await expect(tileOf(framedDialog, 'Safe')).toHaveCount(0)
  })

  test("CON-2, CON-5, CON-6, LIM-HEIGHT, CFG-4, LIM-GET: NONE → LEARN_COMPACT → GET → DOWNLOAD_OPTIONS → INSTRUCTIONS_EXTENSION / DOWNLOAD → INSTRUCTIONS_MOBILE, each back button to the previous step, 'Refresh' on the extension instructions reloads the page; the compact modal: the list alone, at most 468 px high; GET lists the wallets with something to get, and for a visitor who used WalletConnect before only those among the first 5 wallets of the list", async ({
    page,
  }) => {
    const dialog = await openConnectModal(page)
    const step = stepOf(dialog)

    // NONE: the list alone (compact: a wide modal shows 'What is a Wallet?' beside it), no back button.
    await expect(info(dialog)).toBeVisible()
    await expect(dialog.getByText('What is a Wallet?', { exact: true })).toBeHidden()
    await expect(back(dialog)).toHaveCount(0)
    await expectHeightCapped(dialog)

    // LEARN_COMPACT: the educational panel, with its 'Learn More', through the info button.
    await throughAndBack(dialog, () => info(dialog).click(), step.learnCompact, step.none)

    // GET, through 'Get a Wallet'; back returns to LEARN_COMPACT.
    const getAWallet = () => dialog.getByRole('button', { name: 'Get a Wallet' }).click()
    await throughAndBack(dialog, getAWallet, step.get, step.learnCompact)
    // The tallest step: the same cap, and the content within it.
    await expectHeightCapped(dialog)
    const gets = dialog.getByRole('button', { name: 'GET', exact: true })
    await expect(gets).toHaveCount(specWalletsToGet.length)
    for (const { name } of specWalletsToGet) await expect(getButtonOf(dialog, name)).toBeVisible()

    // DOWNLOAD_OPTIONS, through MetaMask's GET.
    await getButtonOf(dialog, 'MetaMask').click()
    await step.downloadOptions()

    // INSTRUCTIONS_EXTENSION, through 'Add to Chrome' (the store opens in a new tab); back to DOWNLOAD_OPTIONS.
    const addToChrome = dialog.getByRole('link', { name: 'Add to Chrome' })
    await expect(addToChrome).toHaveAttribute('href', /^https:\/\/chrome(webstore)?\.google\.com\//)
    const store = page.waitForEvent('popup')
    await addToChrome.click()
    await (await store).close()
    await step.instructionsExtension()
    await back(dialog).click()
    await step.downloadOptions()

    // DOWNLOAD, through 'Get the app'; back to DOWNLOAD_OPTIONS.
    const getTheApp = () => dialog.getByRole('button', { name: 'Get the app' }).click()
    await throughAndBack(dialog, getTheApp, step.download, step.downloadOptions)

    // INSTRUCTIONS_MOBILE, through 'Continue'; back to DOWNLOAD.
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await step.instructionsMobile()
    await back(dialog).click()
    await step.download()

    // Back to DOWNLOAD_OPTIONS, then (compact) to the list.
    await back(dialog).click()
    await step.downloadOptions()
    await back(dialog).click()
    await step.none()

    // 'Refresh' on the extension instructions reloads the page.
    await info(dialog).click()
    await getAWallet()
    await getButtonOf(dialog, 'MetaMask').click()
    const storeAgain = page.waitForEvent('popup')
    await addToChrome.click()
    await (await storeAgain).close()
    await step.instructionsExtension()
    // The reloaded page finds WalletConnect used before, in RainbowKit's history of recent wallets
    // as a connection through its QR code leaves it.
    const usedBefore: string[] = ['walletConnect']
    await page.evaluate((ids) => localStorage.setItem('rk-recent', JSON.stringify(ids)), usedBefore)
    const reloaded = page.waitForEvent('load')
    await dialog.getByRole('button', { name: 'Refresh' }).click()
    await reloaded
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()

    // GET again: RainbowKit lists the wallets used before first, keeps the first 5 of its list
    // (LIM-GET) and only then leaves out those with nothing to get, so WalletConnect in front
    // pushes a wallet to get past the cap.
    const recentFirst = [
      ...usedBefore.map((id) => specPopularGroup.wallets.find((wallet) => wallet.id === id)!),
      ...specPopularGroup.wallets.filter((wallet) => !usedBefore.includes(wallet.id)),
    ]
    const withinCap = recentFirst.slice(0, specConstants.maxGetWallets.desktop)
    const shown = specWalletsToGet.filter((wallet) => withinCap.includes(wallet))
    expect(shown.length).toBeLessThan(specWalletsToGet.length)
    await openConnectModal(page)
    await info(dialog).click()
    await getAWallet()
    await step.get()
    await expect(gets).toHaveCount(shown.length)
    for (const wallet of specWalletsToGet)
      await expect(dialog.getByText(wallet.name, { exact: true })).toHaveCount(
        shown.includes(wallet) ? 1 : 0,
      )
  })

  test.describe('with a wallet that waits for the user', () => {
    test.use({ walletMode: 'manual' })

    test("CON-2, CON-4: CONNECT through the Browser Wallet ('Opening Browser Wallet...', 'Confirm connection in the extension'); back returns to the list", async ({
      page,
      wallet,
    }) => {
      const dialog = await pickWallet(page, 'injected')
      await expect(dialog.getByText('Opening Browser Wallet...', { exact: true })).toBeVisible()
      await expect(dialog.getByText(specText.confirmInExtension)).toBeVisible()
      await expect(dialog.getByTestId('rk-connect-header-label')).toBeHidden()
      await wallet.waitForPending('wallet_requestPermissions')
      await back(dialog).click()
      await stepOf(dialog).none()
    })
  })

  test.describe('with MetaMask announced through EIP-6963, waiting for the user', () => {
    test.use({ walletInstall: { as: 'eip6963', announce: ['metaMask'] }, walletMode: 'manual' })

    test("CON-4: 'Opening MetaMask...' while the extension asks; approving connects", async ({
      page,
      wallet,
    }) => {
      const dialog = await pickWallet(page, 'io.metamask')
      await expect(dialog.getByText('Opening MetaMask...', { exact: true })).toBeVisible()
      await wallet.waitForPending('wallet_requestPermissions')
      await expect(dialog.getByText('Opening MetaMask...', { exact: true })).toBeVisible()
      await wallet.approve()
      await expect(page.getByTestId('rk-account-button')).toBeVisible()
      expect((await wallet.snapshot()).permitted).toBe(true)
    })
  })

  test.describe('with a stand-in WalletConnect relay', () => {
    // Routed after the page has loaded: WalletConnect's SDK starts only on a pick (CFG-9).
    test.beforeEach(({ page }) => new StandInRelay().routePage(page))

    test("CON-2, CON-5, CON-3, LIM-QR: 'Connect' on MetaMask's phone instructions opens CONNECT with its QR code and GET; back returns to the list; WalletConnect's CONNECT step shows a QR code at error correction level M and offers OPEN, which hands over to the WalletConnect modal", async ({
      page,
    }) => {
      const dialog = await openConnectModal(page)
      const step = stepOf(dialog)
      await info(dialog).click()
      await dialog.getByRole('button', { name: 'Get a Wallet' }).click()
      await getButtonOf(dialog, 'MetaMask').click()
      await dialog.getByRole('button', { name: 'Get the app' }).click()
      await dialog.getByRole('button', { name: 'Continue' }).click()
      await step.instructionsMobile()

      await dialog.getByRole('button', { name: 'Connect', exact: true }).click()
      // CONNECT: MetaMask's QR code (WalletConnect), and GET for a visitor without the app.
      await expect(dialog.getByText('Scan with MetaMask', { exact: true })).toBeVisible()
      await expect(dialog.getByText("Don't have MetaMask?", { exact: true })).toBeVisible()
      await dialog.getByRole('button', { name: 'GET', exact: true }).click()
      await step.downloadOptions()
      await back(dialog).click()
      await step.none()

      await dialog.getByTestId('rk-wallet-option-walletConnect').click()
      await expect(dialog.getByText('Scan with your phone', { exact: true })).toBeVisible()
      await expect(dialog.getByText('Need the WalletConnect modal?', { exact: true })).toBeVisible()
      const { errorCorrectionLevel } = await scanQrCode(dialog)
      expect(errorCorrectionLevel).toBe(specConstants.qrErrorCorrectionLevel)
      await dialog.getByRole('button', { name: 'OPEN', exact: true }).click()
      // RainbowKit closes its modal for WalletConnect's own.
      await expect(page.getByTestId('rk-connect-header-label')).toHaveCount(0)
    })
  })

  test.describe('with four wallets announced through EIP-6963', () => {
    // (Not 'coinbase': wagmi drops an announcement whose rdns its Coinbase SDK connector already claims.)
    const announced = [
      { preset: 'metaMask', id: 'io.metamask' },
      { preset: 'brave', id: 'com.brave.wallet' },
      { preset: 'rainbow', id: 'me.rainbow' },
      { preset: 'testWallet', id: 'social.plaza.mockwallet' },
    ] as const
    test.use({
      walletInstall: { as: 'eip6963', announce: announced.map((wallet) => wallet.preset) },
    })

    test('LIM-RECENT, CON-1: after connecting with four wallets in turn, only the last three are tagged Recent', async ({
      page,
      wallet,
    }) => {
      // Four connections and disconnections in turn: a budget of three tests.
      test.slow()
      for (const { id } of announced) {
        await pickWallet(page, id)
        await disconnect(page)
      }
      const approvals = (await wallet.trail()).filter(
        (entry) => entry === 'wallet_requestPermissions:approved',
      )
      expect(approvals).toHaveLength(announced.length)

      const dialog = await openConnectModal(page)
      const tagged = dialog
        .getByTestId(/^rk-wallet-option-/)
        .filter({ has: page.getByText('Recent', { exact: true }) })
      await expect(tagged).toHaveCount(specConstants.maxRecentWallets)
      // The most recent first; the first wallet used is no longer recent.
      const lastThree = announced.slice(-specConstants.maxRecentWallets).reverse()
      expect(await tagged.evaluateAll((options) => options.map((o) => o.dataset.testid))).toEqual(
        lastThree.map(({ id }) => `rk-wallet-option-${id}`),
      )
      await expect(recentTag(dialog.getByTestId('rk-wallet-option-io.metamask'))).toHaveCount(0)
      // RainbowKit reads its list of recent wallets from localStorage 'rk-recent', newest first.
      const stored: string[] = await page.evaluate(() =>
        JSON.parse(localStorage.getItem('rk-recent') ?? '[]'),
      )
      expect(stored.slice(0, specConstants.maxRecentWallets)).toEqual(lastThree.map(({ id }) => id))
    })
  })
})

/** The compact modal's height cap: one element holds it, and the content stays within it. */
async function expectHeightCapped(dialog: Locator) {
  const { heights, drawnBelow } = await dialog.evaluate((root, cap) => {
    const capped = [...root.querySelectorAll<HTMLElement>('*')].filter(
      (element) => getComputedStyle(element).maxHeight === cap,
    )
    const bottom = capped[0]?.getBoundingClientRect().bottom ?? 0
    // The frame around the capped box (its border) aside; rows of a scrolled list below its fold
    // are clipped by the list, not drawn.
    const scrolled = (element: Element) => {
      for (let up = element.parentElement; up && up !== root; up = up.parentElement)
        if (/auto|scroll/.test(getComputedStyle(up).overflowY)) return true
      return false
    }
    const drawnBelow = [...root.querySelectorAll('[role=document] *')]
      .filter((element) => {
        const box = element.getBoundingClientRect()
        if (capped[0] && element.contains(capped[0])) return false
        return box.height > 0 && box.bottom > bottom + 0.5 && !scrolled(element)
      })
      .map((element) => element.outerHTML.slice(0, 80))
    return { heights: capped.map((element) => element.getBoundingClientRect().height), drawnBelow }
  }, `${specConstants.connectModalMaxHeight.compact}px`)
  expect(heights).toHaveLength(1)
  expect(heights[0]).toBeGreaterThan(0)
  // Everything the modal draws, the app's additions under the list included, lies within it.
  expect(drawnBelow).toEqual([])
}

const recentTag = (option: Locator) => option.getByText('Recent', { exact: true })

/** Group headings ('group:Name') and wallet option ids, in the order the list shows them. */
function groupsAndWallets(dialog: Locator) {
  return dialog.evaluate((root) => {
    const groupNames = ['Installed', 'Popular', 'Recommended', 'Other', 'More', 'Others']
    const seen: string[] = []
    for (const element of root.querySelectorAll<HTMLElement>('*')) {
      const id = element.dataset.testid?.match(/^rk-wallet-option-(.+)$/)?.[1]
      if (id) seen.push(id)
      else if (
        element.children.length === 0 &&
        !element.closest('[data-testid^="rk-wallet-option-"]') &&
        groupNames.includes(element.textContent?.trim() ?? '')
      )
        seen.push(`group:${element.textContent?.trim()}`)
    }
    return seen
  })
}
