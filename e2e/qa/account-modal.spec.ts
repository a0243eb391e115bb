import { expect } from '@playwright/test'
import {
  namedWithAvatar,
  namedWithBrokenAvatar,
  namedWithoutAvatar,
  unnamed,
} from '@plaza-social/test/accounts'
import { createTestClient, http, parseEther } from 'viem'
import { specChains } from '../../fixtures/spec/chains'
import { specConstants } from '../../fixtures/spec/constants'
import { specText } from '../../fixtures/spec/kitTexts'
import { movePageClock, pausePageClock } from '../fixtures/clock'
import { test } from '../fixtures/wallet'
import { expectAccountShown, shortAddress, visitAndConnect } from './connect'

test.describe('account modal', () => {
  test('ACC-1, ACC-5, ERR-AVATAR: the name-service name and avatar, read from the local chain, and nothing raised; an avatar that fails to load raises an error and leaves a fallback avatar and a working modal; a name without an avatar, then no name: the shortened address', async ({
    page,
    wallet,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const raised: Error[] = []
    page.on('pageerror', (error) => raised.push(error))
    const button = page.getByTestId('rk-account-button')
    const dialog = page.getByRole('dialog')
    const profileAvatar = dialog.getByTestId('profile-avatar')
    const avatar = page.waitForResponse((response) => response.url().endsWith('/avatars/alice.svg'))
    await visitAndConnect(page)
    await expect(button).toContainText(namedWithAvatar.name)
    expect((await avatar).status()).toBe(200)
    await button.click()
    await expect(dialog.getByRole('heading', { name: namedWithAvatar.name })).toBeVisible()
    await expect(dialog.locator('[style*="/avatars/alice.svg"]')).toBeVisible()
    await expect(profileAvatar).toHaveAttribute('data-avatar', 'image')
    expect(raised).toEqual([])
    await page.keyboard.press('Escape')

    const failed = page.waitForResponse((response) =>
      response.url().endsWith(namedWithBrokenAvatar.avatarPath),
    )
    await wallet.switchAccount(namedWithBrokenAvatar.index)
    await expect(button).toContainText(namedWithBrokenAvatar.name)
    expect((await failed).status()).toBe(404)
    await button.click()
    await expect(dialog.getByRole('heading', { name: namedWithBrokenAvatar.name })).toBeVisible()
    await expect(dialog.locator(`[style*="${namedWithBrokenAvatar.avatarPath}"]`)).toHaveCount(0)
    await expect(profileAvatar).toHaveAttribute('data-avatar', 'failed')
    await expect(profileAvatar).toBeVisible()
    await expect.poll(() => raised.map((error) => error.name)).toContain('AvatarUnavailableError')
    expect(raised.find((error) => error.name === 'AvatarUnavailableError')?.message).toContain(
      namedWithBrokenAvatar.name,
    )
    await expect(dialog.getByRole('button', { name: 'Disconnect' })).toBeEnabled()
    await dialog.getByRole('button', { name: 'Copy Address' }).click()
    await expect(dialog.getByText('Copied!')).toBeVisible()
    await page.keyboard.press('Escape')

    await wallet.switchAccount(namedWithoutAvatar.index)
    await expect(button).toContainText(namedWithoutAvatar.name)
    await wallet.switchAccount(unnamed.index)
    await expect(button).toContainText(shortAddress(unnamed.address))
    await button.click()
    await expect(dialog.getByRole('heading', { name: shortAddress(unnamed.address) })).toBeVisible()
  })

  test.describe('on a wallet that knows every configured chain', () => {
    test.use({ walletChainIds: specChains.map((chain) => chain.id) })

    test('BTN-2, ACC-2: the header holds a chain button, the balance and an account button; the header and the account modal show the balance with the symbol of each chain', async ({
      page,
      wallet,
    }) => {
      // The account modal on each of the 11 chains, one after another: a budget of three tests.
      test.slow()
      // A balance of its own on each chain, 11k to 21k (anvil's accounts start with 10k): one read
      // from another chain's node, shown with this chain's symbol, fails.
      const thousandsOn = (index: number) => index + 11
      for (const [index, chain] of specChains.entries())
        await createTestClient({
          mode: 'anvil',
          transport: http(wallet.chains.rpcUrl(chain.id)),
        }).setBalance({
          address: namedWithAvatar.address,
          value: parseEther(String(thousandsOn(index) * 1000)),
        })
      await visitAndConnect(page)
      for (const [index, chain] of specChains.entries()) {
        await wallet.changeChain(chain.id)
        await expect(page.getByTestId('rk-chain-button')).toBeVisible()
        await expect.poll(async () => (await wallet.snapshot()).chainId).toBe(chain.id)
        // Visible in the header on a phone too. RainbowKit's default leaves it out on a phone and
        // hides it by style below 768 px, where its text stays in the header: the check is on what
        // is seen, not on the header's text.
        const balance = `${thousandsOn(index)}k ${chain.symbol}`
        await expect(page.locator('header').getByText(balance, { exact: true })).toBeVisible()
        await expect(page.getByTestId('rk-account-button')).toBeVisible()
        await expectAccountShown(page, balance)
      }
    })
  })

  test('CON-9, ACC-3, LIM-COPY, ACC-4, ST-4: the account modal holds the recent-transactions panel and the profile actions; "Copy Address" copies the address and shows "Copied!" for 1.5 s; "Disconnect" disconnects and closes every modal', async ({
    page,
    context,
    wallet,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.clock.install()
    await visitAndConnect(page)
    await page.getByTestId('rk-account-button').click()
    const dialog = page.getByRole('dialog')
    // A visitor's page records no transaction: the panel says where they will appear.
    await expect(dialog.getByText(specText.transactionsWillAppear('Plaza Social'))).toBeVisible()
    await expect(dialog.getByRole('button', { name: specText.copyAddress })).toBeVisible()
    await expect(dialog.getByRole('button', { name: specText.disconnect })).toBeVisible()

    // The page's clock stops: 'Copied!' lasts exactly as long as the test moves it on, however
    // slowly the machine runs timers.
    await pausePageClock(page)
    await dialog.getByRole('button', { name: 'Copy Address' }).click()
    await expect(dialog.getByText('Copied!')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(namedWithAvatar.address)
    await movePageClock(page, specConstants.copiedFeedbackMs - 1)
    await expect(dialog.getByText('Copied!')).toBeVisible()
    await movePageClock(page, 1)
    await expect(dialog.getByRole('button', { name: 'Copy Address' })).toBeVisible()
    await expect(dialog.getByText('Copied!')).toBeHidden()

    await page.clock.resume()
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('wagmi.injected.connected'))).toBeNull()
    expect((await wallet.snapshot()).permitted).toBe(false)
  })
})
