import { expect } from '@playwright/test'
import { namedWithBrokenAvatar } from '@plaza-social/test/accounts'
import { cpuSlowdownFromEnv } from '@plaza-social/test/playwright'
import { fillSpecText, specAppTexts } from '../../fixtures/spec/appTexts'
import { specErrorText } from '../../fixtures/spec/errors'
import { specText } from '../../fixtures/spec/kitTexts'
import { expectAccessible, expectModalAccessible } from '../fixtures/accessibility'
import { holdLaterScripts } from '../fixtures/scripts'
import { test } from '../fixtures/wallet'
import { StandInRelay } from '../fixtures/walletConnectRelay'
import { openConnectModal, pickWallet } from './connect'
import { back, getButtonOf, info, stepOf } from './connect-modal/desktopSteps'

/**
 * WCAG 2.2 A/AA in every state of the header and of RainbowKit's connect, account and chain
 * modals (the phone sheet on the phone), light and dark, as the visitor build serves them. Each
 * test walks one page through the states it can reach in turn; axe takes seconds a state on a
 * busy machine, hence the time allowed.
 */
test.describe('accessible to every visitor (WCAG 2.2 AA, axe)', () => {
  test.describe.configure({ timeout: 180_000 * cpuSlowdownFromEnv })

  test('the header and the connect dialog frame, before the wallet code has arrived', async ({
    page,
    request,
    baseURL,
  }) => {
    const release = await holdLaterScripts(page, request, baseURL)
    await page.goto('/')
    await expect(page.getByTestId('plaza-connect-button')).toBeVisible()
    await expectAccessible(page, 'header, disconnected')
    await page.getByTestId('plaza-connect-button').click()
    const frame = page.getByRole('dialog', { name: specText.connectWallet })
    await expect(frame).toHaveAttribute('aria-busy', 'true')
    await expectModalAccessible(page, 'connect dialog frame')
    release()
  })

  test("the connect modal's steps to the extension instructions, then to the phone app and its QR code (desktop), or the phone sheet and its 'Get a Wallet'", async ({
    page,
    isMobile,
  }) => {
    await new StandInRelay().routePage(page)
    await page.goto('/')
    const dialog = await openConnectModal(page)
    await expectModalAccessible(page, isMobile ? 'phone sheet' : 'NONE')
    if (isMobile) {
      await dialog.getByRole('button', { name: specText.getAWallet }).click()
      await expect(dialog.getByText("Not what you're looking for?")).toBeVisible()
      await expectModalAccessible(page, "phone sheet, 'Get a Wallet'")
      return
    }

    const step = stepOf(dialog)
    await info(dialog).click()
    await step.learnCompact()
    await expectModalAccessible(page, 'LEARN_COMPACT')
    await dialog.getByRole('button', { name: specText.getAWallet }).click()
    await step.get()
    await expectModalAccessible(page, 'GET')
    await getButtonOf(dialog, 'MetaMask').click()
    await step.downloadOptions()
    await expectModalAccessible(page, 'DOWNLOAD_OPTIONS')
    const store = page.waitForEvent('popup')
    await dialog.getByRole('link', { name: 'Add to Chrome' }).click()
    await (await store).close()
    await step.instructionsExtension()
    await expectModalAccessible(page, 'INSTRUCTIONS_EXTENSION')

    await back(dialog).click()
    await step.downloadOptions()
    await dialog.getByRole('button', { name: 'Get the app' }).click()
    await step.download()
    await expectModalAccessible(page, 'DOWNLOAD')
    await dialog.getByRole('button', { name: specText.continue }).click()
    await step.instructionsMobile()
    await expectModalAccessible(page, 'INSTRUCTIONS_MOBILE')
    await dialog.getByRole('button', { name: specText.connect, exact: true }).click()
    await expect(dialog.getByText('Scan with MetaMask', { exact: true })).toBeVisible()
    await expectModalAccessible(page, 'CONNECT, a QR code to scan')
  })

  test.describe('with no wallet installed', () => {
    test.use({ walletInstall: { as: 'none' } })

    test("the connect modal says 'Connector not found'", async ({ page }) => {
      await page.goto('/')
      const dialog = await pickWallet(page, 'injected')
      await expect(dialog.getByText(specErrorText('ERR-NOPROV'), { exact: true })).toBeVisible()
      await expectModalAccessible(page, "'Connector not found'")
    })
  })

  test.describe('on a wallet that knows Ethereum and Base', () => {
    test.use({ walletChainIds: [1, 8453] })

    test('connecting: the wallet asks, the visitor rejects (RETRY), then connected; the account modal; the chain modal in each state, and the wrong network', async ({
      page,
      wallet,
      isMobile,
    }) => {
      await page.goto('/')
      const dialog = await openConnectModal(page)
      if (!isMobile) {
        await wallet.setMode('manual')
        await dialog.getByTestId('rk-wallet-option-injected').click()
        await expect(dialog.getByText(specText.opening('Browser Wallet'))).toBeVisible()
        await wallet.waitForPending('wallet_requestPermissions')
        await expectModalAccessible(page, "CONNECT, 'Opening Browser Wallet...'")
        await wallet.reject()
        await wallet.setMode('auto')
        await back(dialog).click()
      }
      // A rejection: the desktop CONNECT step or the phone sheet says so and offers RETRY.
      await wallet.script('connect', 'reject')
      await dialog.getByTestId('rk-wallet-option-injected').click()
      await expect(dialog.getByText(specAppTexts.connectRejected, { exact: true })).toBeVisible()
      await expectModalAccessible(page, 'a rejected connection, RETRY')
      await dialog.getByRole('button', { name: specText.retry }).click()
      await expect(page.getByTestId('rk-account-button')).toBeVisible()
      await expect(dialog).toHaveCount(0)
      await expectAccessible(page, 'header, connected')

      await page.getByTestId('rk-account-button').click()
      await expect(dialog.getByRole('button', { name: specText.disconnect })).toBeVisible()
      await expectModalAccessible(page, 'account modal')
      await dialog.getByRole('button', { name: specText.copyAddress }).click()
      await expect(dialog.getByText(specText.copied)).toBeVisible()
      await expectModalAccessible(page, "account modal, 'Copied!'")
      await page.keyboard.press('Escape')
      await wallet.switchAccount(namedWithBrokenAvatar.index)
      await expect(page.getByTestId('rk-account-button')).toContainText(namedWithBrokenAvatar.name)
      await page.getByTestId('rk-account-button').click()
      await expect(dialog.getByRole('heading', { name: namedWithBrokenAvatar.name })).toBeVisible()
      await expectModalAccessible(page, 'account modal, the fallback avatar')
      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)

      await page.getByTestId('rk-chain-button').click()
      await expect(dialog.getByTestId('rk-chain-option-1')).toContainText(specText.connected)
      await expectModalAccessible(page, 'chain modal')
      await wallet.setMode('manual')
      const base = dialog.getByTestId('rk-chain-option-8453')
      await base.click()
      await expect(base).toContainText(specText.confirmInWallet)
      await expectModalAccessible(page, "chain modal, 'Confirm in Wallet'")
      await wallet.reject()
      await wallet.setMode('auto')
      await expect(dialog.getByText(specAppTexts.switchRejected, { exact: true })).toBeVisible()
      await expectModalAccessible(page, 'chain modal, a rejected switch')
      await wallet.script('wallet_switchEthereumChain', { type: 'fail', message: 'node exploded' })
      await base.click()
      await expect(dialog.getByText(specAppTexts.switchFailed, { exact: true })).toBeVisible()
      await expectModalAccessible(page, 'chain modal, the switch-chain error')
      await wallet.script('wallet_switchEthereumChain', 'unsupported')
      await base.click()
      const cannotSwitch = fillSpecText(specAppTexts.switchNotSupported, {
        appName: 'Plaza Social',
      })
      await expect(dialog.getByText(cannotSwitch, { exact: true })).toBeVisible()
      await expectModalAccessible(page, 'chain modal, a wallet that cannot switch')
      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)

      await wallet.moveToUnsupportedChain()
      await expect(page.getByTestId('rk-wrong-network-button')).toBeVisible()
      await expectAccessible(page, "header, 'Wrong network'")
      await page.getByTestId('rk-wrong-network-button').click()
      await expect(dialog.getByText(specText.wrongNetworkDetected)).toBeVisible()
      await expectModalAccessible(page, 'chain modal, wrong network')
    })
  })
})
