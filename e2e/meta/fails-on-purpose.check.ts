import { expect, test } from '@playwright/test'

// Run by suite-rules.node.test.ts through suite-rules.config.ts, never by the suite
// (whose specs end in .spec.ts): tests that fail, to show what a failure leaves behind and what
// a test that passes only when run again does to the run.
test('fails on purpose', async ({ page }) => {
  await page.setContent('<h1>Plaza Social</h1>')
  await expect(page.getByText('a text that is not there')).toBeVisible({ timeout: 500 })
})

// No page: what it shows is the run's outcome, so no browser starts for it.
test('fails once, then passes', () => {
  expect(test.info().retry).toBe(1)
})
