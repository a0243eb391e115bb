import { expect } from '@playwright/test'
import { testWithoutWallet as test } from '../fixtures/wallet'

test.describe('security headers (next start)', () => {
  test('the page is served with a Content-Security-Policy, frame-ancestors and a referrer policy', async ({
    request,
  }) => {
    const response = await request.get('/')
    const headers = response.headers()
    const csp = Object.fromEntries(
      (headers['content-security-policy'] ?? '').split('; ').map((directive) => {
        const [name, ...values] = directive.split(' ')
        return [name, values]
      }),
    )
    expect(csp['default-src']).toEqual(["'self'"])
    expect(csp['script-src']).toEqual(["'self'"])
    expect(csp['frame-ancestors']).toEqual(["'self'", 'https://app.safe.global'])
    expect(csp['object-src']).toEqual(["'none'"])
    // The e2e build's nodes are the local chains, e.g. Ethereum on 127.0.0.1:8545.
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining(["'self'", 'http://127.0.0.1:8545', 'https://*.walletconnect.org']),
    )
    expect(csp['connect-src']).not.toContain('*')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['x-content-type-options']).toBe('nosniff')
  })

  test('the app runs under its policy: no violation while loading and opening the modal', async ({
    page,
  }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    await page.goto('/')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: 'Connect a Wallet' }),
    ).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(violations).toEqual([])
  })
})
