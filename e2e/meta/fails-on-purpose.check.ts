import { expect, test } from '@playwright/test'

// Run by failure-artifacts.node.test.ts through failure-artifacts.config.ts, never by the suite
// (whose specs end in .spec.ts): a test that fails, to show what a failure leaves behind.
test('fails on purpose', async ({ page }) => {
  await page.setContent('<h1>Plaza Social</h1>')
  await expect(page.getByText('a text that is not there')).toBeVisible({ timeout: 500 })
})
