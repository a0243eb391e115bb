import { expect } from '@playwright/test'
import { namedWithAvatar, namedWithBrokenAvatar } from '@plaza-social/test/accounts'
import { test } from '../fixtures/wallet'
import { visitAndConnect } from './connect'

/** The account's name-service avatar, when it loads and when it fails (spec §8). */
test.describe('the account avatar', () => {
  test('ERR-AVATAR, ACC-5: an avatar that fails raises an error; the fallback avatar shows and the modal works', async ({
    page,
    wallet,
  }) => {
    const raised: Error[] = []
    page.on('pageerror', (error) => raised.push(error))
    await visitAndConnect(page)
    await wallet.switchAccount(namedWithBrokenAvatar.index)
    await expect(page.getByTestId('rk-account-button')).toContainText(namedWithBrokenAvatar.name)
    await page.getByTestId('rk-account-button').click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: namedWithBrokenAvatar.name })).toBeVisible()
    const avatar = dialog.getByTestId('profile-avatar')
    await expect(avatar).toHaveAttribute('data-avatar', 'failed')
    await expect(avatar).toBeVisible()
    await expect.poll(() => raised.map((error) => error.name)).toContain('AvatarUnavailableError')
    expect(raised.find((error) => error.name === 'AvatarUnavailableError')?.message).toContain(
      namedWithBrokenAvatar.name,
    )
    await expect(dialog.getByRole('button', { name: 'Disconnect' })).toBeEnabled()
  })

  test('ACC-1: an avatar that loads is shown, and nothing is raised', {
    tag: '@same-on-phone',
  }, async ({ page }) => {
    const raised: Error[] = []
    page.on('pageerror', (error) => raised.push(error))
    await visitAndConnect(page)
    await expect(page.getByTestId('rk-account-button')).toContainText(namedWithAvatar.name)
    await page.getByTestId('rk-account-button').click()
    const avatar = page.getByRole('dialog').getByTestId('profile-avatar')
    await expect(avatar).toHaveAttribute('data-avatar', 'image')
    expect(raised).toEqual([])
  })
})
