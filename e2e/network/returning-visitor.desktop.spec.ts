import { expect } from '@playwright/test'
import { blockThirdParty } from '../fixtures/thirdParty'
import { test } from '../fixtures/wallet'
import { visitAndConnect } from '../qa/connect'

test.describe('a returning visitor', () => {
  test('CFG-4, CFG-9: connected with the browser wallet, is connected again after a reload, and no other wallet is asked: no SDK, no third-party call', async ({
    page,
    baseURL,
  }) => {
    const thirdParty = await blockThirdParty(page, baseURL)
    await visitAndConnect(page)
    await page.reload()
    await expect(page.getByTestId('rk-account-button')).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect([...thirdParty]).toEqual([])
  })
})
