import { randomUUID } from 'node:crypto'
import { expect } from '@playwright/test'
import { sealData } from 'iron-session'
import { getAddress } from 'viem'
import { oldDevelopmentSecret, test } from './fixtures'
import { Visitor } from './visitor'

test.describe('attacks on sessions and nonces: shared store, revocation, secrets, nonce theft, message bounds', () => {
  test('CON-8, ST-8: two instances share one Redis: a nonce from one signs in on the other; logout on either ends it on both', async ({
    attack,
  }) => {
    const [first, second] = attack.shared
    const { victim } = attack.accounts
    const visitor = new Visitor(first)
    const message = visitor.message(victim.address, await visitor.nonce())
    const signedIn = await visitor.on(second).verifySigned(victim, message)
    expect(signedIn.status).toBe(200)
    expect(signedIn.json).toEqual({ authenticated: true, address: victim.address, chainId: 1 })
    // Over https: a __Host- cookie, Secure, httpOnly, SameSite=Lax, Path=/, no Domain.
    const cookie = signedIn.setCookies.find((header) => header.startsWith('__Host-plaza.session='))
    for (const attribute of [/; Secure/i, /; HttpOnly/i, /; SameSite=Lax/i, /; Path=\//i])
      expect(cookie).toMatch(attribute)
    expect(cookie).not.toMatch(/; Domain=/i)
    expect(await visitor.on(first).session()).toMatchObject({
      authenticated: true,
      address: victim.address,
    })

    // A copy of the cookie, taken before logout (a shared computer, a stolen backup).
    const copy = new Visitor(first)
    for (const [name, value] of visitor.cookies) copy.cookies.set(name, value)
    expect((await visitor.on(second).logout()).status).toBe(200)
    expect(await copy.session()).toEqual({ authenticated: false })
    expect(await copy.on(second).session()).toEqual({ authenticated: false })
  })

  test('CON-8, ST-8: the in-memory default serves a single server with no setup (no REDIS_URL), logout revoking too', async ({
    attack,
  }) => {
    const visitor = new Visitor(attack.single)
    const { victim } = attack.accounts
    expect((await visitor.signIn(victim)).status).toBe(200)
    expect(await visitor.session()).toMatchObject({ authenticated: true, address: victim.address })
    const copy = new Visitor(attack.single)
    for (const [name, value] of visitor.cookies) copy.cookies.set(name, value)
    await visitor.logout()
    expect(await copy.session()).toEqual({ authenticated: false })
  })

  test('ST-8: a cookie sealed with the old public development secret signs nobody in, on any instance', async ({
    attack,
  }) => {
    const forged = await sealData(
      {
        id: randomUUID(),
        address: attack.accounts.victim.address,
        chainId: 1,
        issuedAt: Date.now(),
      },
      { password: oldDevelopmentSecret, ttl: 24 * 60 * 60 },
    )
    for (const [server, name] of [
      [attack.shared[0], '__Host-plaza.session'],
      [attack.shared[1], 'plaza.session'],
      [attack.single, 'plaza.session'],
    ] as const) {
      const attacker = new Visitor(server)
      attacker.cookies.set(name, forged)
      expect(await attacker.session()).toEqual({ authenticated: false })
    }
  })

  test('an attacker can neither use nor burn the nonce a visitor was given; it stays good for the visitor', async ({
    attack,
  }) => {
    const [server] = attack.shared
    const { victim, attacker } = attack.accounts
    const visitor = new Visitor(server)
    const nonce = await visitor.nonce()
    // Nonces are 128 random bits, nothing like the one before.
    const next = await visitor.nonce()
    expect(nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(commonPrefix(nonce, next)).toBeLessThan(8)

    // Knowing (or guessing) the visitor's nonce, the attacker signs with it from its own client.
    const thief = new Visitor(server)
    await thief.nonce()
    const stolen = thief.message(attacker.address, nonce)
    const attempt = await thief.verifySigned(attacker, stolen)
    expect(attempt.status).toBe(401)
    expect(attempt.json.error).toBe('nonce')
    // And a bad attempt from the visitor's own browser does not use it up either.
    const own = visitor.message(victim.address, nonce)
    const wrong = await visitor.verifySigned(attacker, own)
    expect(wrong.json.error).toBe('signature')
    expect((await visitor.verifySigned(victim, own)).status).toBe(200)
  })

  test('EIP-4361 fields out of bounds are refused: no expiry, year 2999, http:// URI for the https app, lowercase address', async ({
    attack,
  }) => {
    const [server] = attack.shared
    const { victim } = attack.accounts
    const cases = [
      [{ expirationTime: undefined }, 'expired'],
      [
        {
          issuedAt: new Date('2999-01-01T00:00:00.000Z'),
          expirationTime: new Date('2999-01-01T00:05:00.000Z'),
        },
        'expired',
      ],
      [{ expirationTime: new Date(Date.now() + 24 * 60 * 60_000) }, 'expired'],
      [{ uri: 'http://plaza.test' }, 'uri'],
      [{ scheme: 'http' }, 'domain'],
    ] as const
    for (const [overrides, reason] of cases) {
      const response = await new Visitor(server).signIn(victim, overrides)
      expect([response.status, response.json.error], JSON.stringify(overrides)).toEqual([
        401,
        reason,
      ])
    }
    const visitor = new Visitor(server)
    const message = visitor
      .message(victim.address, await visitor.nonce())
      .replace(getAddress(victim.address), victim.address.toLowerCase())
    const lowercase = await visitor.verifySigned(victim, message)
    expect([lowercase.status, lowercase.json.error]).toEqual([401, 'malformed'])
  })
})

function commonPrefix(a: string, b: string) {
  let length = 0
  while (length < a.length && a[length] === b[length]) length++
  return length
}
