import { expect } from '@playwright/test'
import { specAppTexts } from '../fixtures/spec/appTexts'
import { specPopularGroup, specWalletsShownByDefault } from '../fixtures/spec/wallets'
import { testWithoutWallet as test } from './fixtures/wallet'
import { openConnectModal } from './qa/connect'

test.describe('the app shell', () => {
  test('CFG-1, BTN-1, CFG-3: the page loads with the product name and a "Connect Wallet" button, which opens "Connect a Wallet" listing group Popular in spec order; with sign-in off it promises none', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/')
    await expect(page).toHaveTitle('Plaza Social')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plaza Social')
    await expect(page.getByRole('main').getByRole('paragraph')).toHaveText(specAppTexts.landingLead)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: 'Connect a Wallet' })).toBeVisible()

    if (isMobile) {
      // The mobile sheet shows icons with short names and no group headings.
      const names = specWalletsShownByDefault.map((wallet) => wallet.shortName)
      await expect(dialog.getByRole('button', { name: new RegExp(names.join('|')) })).toHaveText(
        names.map((name) => new RegExp(name)),
      )
    } else {
      await expect(dialog.getByText(specPopularGroup.groupName, { exact: true })).toBeVisible()
      const names = specWalletsShownByDefault.map((wallet) => wallet.name)
      await expect(dialog.getByTestId(/^rk-wallet-option-/)).toHaveText(names)
    }
  })

  test("the page follows the visitor's colour scheme", { tag: '@same-on-phone' }, async ({
    page,
  }) => {
    for (const [colorScheme, background] of [
      ['light', 'rgb(250, 250, 250)'],
      ['dark', 'rgb(15, 17, 21)'],
    ] as const) {
      await page.emulateMedia({ colorScheme })
      await page.goto('/')
      await expect(page.locator('body')).toHaveCSS('background-color', background)
    }
  })

  test("the modals follow the visitor's motion preference: a slide and a fade, or the fade alone", async ({
    page,
  }) => {
    for (const [reducedMotion, moved] of [
      ['no-preference', ['opacity', 'transform']],
      ['reduce', ['opacity']],
    ] as const) {
      await page.emulateMedia({ reducedMotion })
      await page.goto('/')
      await openConnectModal(page)
      const modal = page.locator('[role="dialog"] > [role="document"]')
      // What the modal's animations move, from their keyframes in the style sheets: the same
      // whether they are still running or ended before this looks.
      const properties = await modal.evaluate((element) => {
        const names = getComputedStyle(element).animationName.split(', ')
        const keyframes = [...document.styleSheets]
          .flatMap((sheet) => [...sheet.cssRules])
          .filter((rule) => rule instanceof CSSKeyframesRule && names.includes(rule.name))
          .flatMap((rule) => [...(rule as CSSKeyframesRule).cssRules])
        return [...new Set(keyframes.flatMap((frame) => [...(frame as CSSKeyframeRule).style]))]
      })
      expect(properties.sort()).toEqual(moved)
    }
  })
})
