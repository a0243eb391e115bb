import { expect } from '@playwright/test'
import { holdLaterScripts } from '../fixtures/scripts'
import { blockThirdParty } from '../fixtures/thirdParty'
import { testWithoutWallet as test } from '../fixtures/wallet'

/**
 * This build loads the wallet stack with the page and restores the wallet used last, as a
 * returning visitor's page does (CFG-4). On a slow connection the visitor may click before that
 * code arrives: the restore must still ask no other wallet (wagmi's reconnect-all would start
 * every wallet's SDK).
 */
test.describe('reconnecting on load, after the visitor has clicked', () => {
  test('CFG-9: a click before the wallet code arrives starts no wallet SDK: no third-party call', async ({
    page,
    request,
    baseURL,
  }) => {
    const thirdParty = await blockThirdParty(page, baseURL)
    // The first-load scripts load; every script requested later waits for the click.
    const release = await holdLaterScripts(page, request, baseURL)

    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await page.getByRole('heading', { level: 1 }).click()
    release()
    // The Wallet Lab shows once the stack is mounted (and its restore has started).
    await expect(page.getByRole('complementary', { name: 'Wallet Lab' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect([...thirdParty]).toEqual([])
  })
})
