import { createServer } from 'node:http'
import { expect } from '@playwright/test'
import { test } from './fixtures'
import { Visitor } from './visitor'

test.describe('attacks on where a sign-in comes from: a forged Host, cross-site requests', () => {
  test('a phishing site relays a signature for its own domain with a forged Host: refused, no session', async ({
    attack,
  }) => {
    const [server] = attack.shared
    const { victim } = attack.accounts
    // The attacker fetches a nonce from us (its own cookie), has the victim sign a message for
    // its phishing domain (the wallet sees nothing wrong), then posts it to us as that domain.
    const attacker = new Visitor(server)
    const nonce = await attacker.nonce()
    const message = attacker.message(victim.address, nonce, {
      domain: 'plaza-login.example',
      uri: 'https://plaza-login.example',
    })
    const signature = await victim.signMessage({ message })
    const forgeries: Record<string, string>[] = [
      { host: 'plaza-login.example' },
      { host: 'plaza-login.example', 'x-forwarded-host': 'plaza-login.example' },
      { 'x-forwarded-host': 'plaza-login.example', 'x-forwarded-proto': 'https' },
    ]
    for (const headers of forgeries) {
      const relayed = await attacker.verify({ message, signature }, { headers })
      expect(relayed.status).toBe(401)
      expect(relayed.json.error).toBe('domain')
      expect(relayed.setCookies.filter((cookie) => cookie.includes('session'))).toEqual([])
    }
    expect(await attacker.session()).toEqual({ authenticated: false })
  })

  test('login CSRF by script: a form body type (text/plain, urlencoded) gets 415, another Origin or none 403', async ({
    attack,
  }) => {
    const [server] = attack.shared
    const visitor = new Visitor(server)
    const message = visitor.message(attack.accounts.attacker.address, await visitor.nonce())
    const body = JSON.stringify({
      message,
      signature: await attack.accounts.attacker.signMessage({ message }),
    })
    for (const [headers, status] of [
      [{ 'content-type': 'text/plain' }, 415],
      [{ 'content-type': 'application/x-www-form-urlencoded' }, 415],
      [{ 'content-type': 'multipart/form-data; boundary=x' }, 415],
      [{ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, 403],
      [{ origin: 'https://shop.plaza.test', 'sec-fetch-site': 'same-site' }, 403],
    ] as const) {
      const response = await visitor.verify({ message, signature: '0x' }, { body, headers })
      expect(response.status, JSON.stringify(headers)).toBe(status)
    }
    const noOrigin = await visitor.send('/api/auth/logout', {
      method: 'POST',
      body: '{}',
      headers: { origin: '' },
    })
    expect(noOrigin.status).toBe(403)
    expect(await visitor.session()).toEqual({ authenticated: false })
  })

  test("ST-8: login and logout CSRF from a real browser: another site's forms sign nobody in or out", async ({
    attack,
    browser,
  }) => {
    const app = attack.single
    const { victim, attacker } = attack.accounts
    // The victim is signed in on the app.
    const victimVisitor = new Visitor(app)
    expect((await victimVisitor.signIn(victim)).status).toBe(200)
    // The attacker prepares a sign-in of its own, to plant in the victim's browser.
    const planted = new Visitor(app)
    const message = planted.message(attacker.address, await planted.nonce())
    const signature = await attacker.signMessage({ message })

    // Its page, on another site (localhost vs 127.0.0.1), posts two forms to the app.
    const evil = createServer((_, res) => {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end(`<!doctype html>
        <form id="login" method="POST" action="${app.url}/api/auth/verify" enctype="text/plain" target="one">
          <input name='{"message":${JSON.stringify(message)}, "x":"' value='", "signature":"${signature}"}'>
        </form>
        <form id="logout" method="POST" action="${app.url}/api/auth/logout" enctype="text/plain" target="two">
          <input name='{"a":"' value='"}'>
        </form>
        <iframe name="one"></iframe><iframe name="two"></iframe>`)
    })
    await new Promise<void>((resolve) => evil.listen(attack.evilPort, '127.0.0.1', resolve))
    const context = await browser.newContext()
    try {
      const name = 'plaza.session'
      const value = victimVisitor.cookies.get(name)!
      await context.addCookies([{ name, value, url: app.url, httpOnly: true, sameSite: 'Lax' }])
      const page = await context.newPage()
      await page.goto(`http://localhost:${attack.evilPort}/`)
      const answers = Promise.all([
        page.waitForResponse(`${app.url}/api/auth/verify`),
        page.waitForResponse(`${app.url}/api/auth/logout`),
      ])
      await page.evaluate(() => {
        ;(document.getElementById('login') as HTMLFormElement).submit()
        ;(document.getElementById('logout') as HTMLFormElement).submit()
      })
      const [login, logout] = await answers
      expect([login.status(), logout.status()]).toEqual([403, 403])
      const cookies = await context.cookies(app.url)
      // Not signed in as the attacker, not signed out: the victim's cookie is as it was.
      expect(cookies.map((cookie) => [cookie.name, cookie.value])).toEqual([[name, value]])
      expect(await victimVisitor.session()).toMatchObject({
        authenticated: true,
        address: victim.address,
      })
    } finally {
      await context.close()
      await new Promise((resolve) => evil.close(resolve))
    }
  })
})
