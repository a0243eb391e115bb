import { expect, test } from '@playwright/test'

// Run by suite-rules.node.test.ts through suite-rules.config.ts, never by the
// suite (whose specs end in .spec.ts).
test('looks at a page and asserts nothing', async ({ page }) => {
  await page.setContent('<h1>Plaza Social</h1>')
})

test('asserts with expect.poll', async () => {
  await expect.poll(() => 1).toBe(1)
})

test('asserts with a web-first assertion', async ({ page }) => {
  await page.setContent('<h1>Plaza Social</h1>')
  await expect(page.getByRole('heading')).toHaveText('Plaza Social')
})
