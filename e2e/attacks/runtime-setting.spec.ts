import { expect } from '@playwright/test'
import { openConnectModal } from '../qa/connect'
import { test } from './fixtures'

test.describe('sign-in is a runtime setting of the server: one build, on or off', () => {
  test('CON-8: the same build with PLAZA_AUTH=siwe asks for the session once the wallet code loads; without it the page asks nothing of /api/auth', async ({
    attack,
    page,
  }) => {
    const authRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/auth/')) authRequests.push(request.url())
    })

    // Sign-in off (the e2e suite's server of this build): the connect modal opens, no sign-in call.
    await page.goto(`${attack.signInOff}/`)
    await openConnectModal(page)
    expect(authRequests).toEqual([])

    // Sign-in on, same build: the page learned it with the page itself and looks up the session.
    const session = page.waitForResponse(`${attack.single.url}/api/auth/session`)
    await page.goto(`${attack.single.url}/`)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    expect((await session).status()).toBe(200)
    expect(await (await session).json()).toEqual({ authenticated: false })
  })
})
