import { expect, test } from '@playwright/test'

// Run by failure-artifacts.node.test.ts through failure-artifacts.config.ts, never by the suite
// (whose specs end in .spec.ts): tests that fail, to show what a failure leaves behind.
test('fails on purpose', async ({ page }) => {
  await page.setContent('<h1>Plaza Social</h1>')
  await expect(page.getByText('a text that is not there')).toBeVisible({ timeout: 500 })
})

test('fails once, then passes', async ({ page }, testInfo) => {
  await page.setContent(testInfo.retry === 0 ? '<h1>Plaza Social</h1>' : '<p>there</p>')
  await expect(page.getByText('there')).toBeVisible({ timeout: 500 })
})
