import { Readable } from 'node:stream'
import { expect } from '@playwright/test'
import { cpuSlowdownFromEnv } from '@plaza-social/test/playwright'
import { specAppLimits } from '../../fixtures/spec/appLimits'
import { test } from './fixtures'
import { trickleRequest } from './rawHttp'
import { Visitor } from './visitor'

test.describe('attacks on capacity', () => {
  test('oversized bodies are refused with 413 before they are read or parsed, with or without Content-Length', async ({
    attack,
  }) => {
    const [server] = attack.shared
    const { victim } = attack.accounts
    const visitor = new Visitor(server)
    const nonce = await visitor.nonce()
    const tooBig = [
      // 1 MB, declared.
      JSON.stringify({ message: 'x'.repeat(1_000_000), signature: '0x00' }),
      // What froze the server: 20 KB of a field name makes viem's parser take 110 ms (78 KB: 1.4 s).
      JSON.stringify({
        message: visitor.message(victim.address, nonce, { statement: 'URI: '.repeat(4_000) }),
        signature: '0x00',
      }),
      // A 300 KB body streamed in chunks, no Content-Length, each after the last was taken.
      Readable.from(slowChunks(300, 1024)),
    ]
    for (const body of tooBig) {
      const response = await visitor.send('/api/auth/verify', { method: 'POST', body })
      expect(response.status).toBe(413)
      expect(response.json).toEqual({ error: 'too-large' })
    }
    // A message within the body limit but over the message cap, and an oversized signature.
    const long = visitor.message(victim.address, nonce, { statement: 'URI: '.repeat(1_000) })
    expect((await visitor.verify({ message: long, signature: '0x00' })).status).toBe(413)
    expect(
      (await visitor.verify({ message: 'm', signature: `0x${'ab'.repeat(4_000)}` })).status,
    ).toBe(413)
    // The server is still there for everyone.
    expect(await new Visitor(server).session()).toEqual({ authenticated: false })
  })

  test('a body trickled under the size cap, a byte every half second, is refused at the body deadline and its connection closed; a slow but steady visitor still signs in', async ({
    attack,
  }) => {
    const deadline = specAppLimits.signInBodyDeadlineMs
    // The trickle waits out the deadline; the rest of the test is a sign-in.
    test.setTimeout((30_000 + 2 * deadline) * cpuSlowdownFromEnv)
    const [server] = attack.shared
    const attacker = new Visitor(server)
    await attacker.nonce()
    const trickle = await trickleRequest(`${server.url}/api/auth/verify`, {
      headers: attacker.headers('POST'),
      // 9 KB: under the 10 KB cap, so no size check ever fires.
      length: 9 * 1024,
      everyMs: 500,
    })
    expect(trickle.answer).toMatch(/^HTTP\/1\.1 408 /)
    // Answered only once the deadline had passed; then the server closed the connection (the
    // trickle ends there), long before the whole body could arrive.
    expect(trickle.answeredMs).toBeGreaterThanOrEqual(deadline)
    expect(trickle.sent).toBeLessThan(9 * 1024)

    // A visitor on a slow link whose body comes in four pieces, half a second apart.
    const { victim } = attack.accounts
    const visitor = new Visitor(server)
    const message = visitor.message(victim.address, await visitor.nonce())
    const body = JSON.stringify({ message, signature: await victim.signMessage({ message }) })
    const signedIn = await visitor.send('/api/auth/verify', {
      method: 'POST',
      body: Readable.from(pieces(body, 4, 500)),
    })
    expect(signedIn.status).toBe(200)
    expect(signedIn.json).toMatchObject({ authenticated: true, address: victim.address })
  })

  test('a nonce flood from one client gets 429 with Retry-After; other clients still get nonces', async ({
    attack,
  }) => {
    const [server, other] = attack.shared
    const flooder = new Visitor(server)
    let refused: Awaited<ReturnType<Visitor['send']>> | undefined
    for (let request = 0; request < 200 && !refused; request++) {
      const response = await flooder.send('/api/auth/nonce')
      if (response.status === 429) refused = response
      else expect(response.status).toBe(200)
    }
    expect(refused?.status).toBe(429)
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0)
    // The limit is shared by both instances (Redis): switching instance does not help…
    expect((await flooder.on(other).send('/api/auth/nonce')).status).toBe(429)
    // …nor does writing another address in front of the one the proxy appended.
    const spoofed = await flooder.send('/api/auth/nonce', {
      headers: { 'x-forwarded-for': `203.0.113.77, ${flooder.address}` },
    })
    expect(spoofed.status).toBe(429)
    expect(typeof (await new Visitor(server).nonce())).toBe('string')
  })

  test('on a bare next start (memory store, no proxy), X-Forwarded-For cannot dodge the limit', async ({
    attack,
  }) => {
    // An instance of its own: the flood spends this client's nonce budget for a minute.
    const server = await attack.startInstance({
      PLAZA_AUTH: 'siwe',
      APP_ORIGIN: 'http://127.0.0.1:1',
      SESSION_SECRET: 'attack-suite-flood-secret-0123456789abcdef',
    })
    const flooder = new Visitor(server)
    let status = 0
    let request = 0
    for (; request < 200 && status !== 429; request++) {
      const headers = { 'x-forwarded-for': `203.0.113.${request % 250}` }
      status = (await flooder.send('/api/auth/nonce', { headers })).status
    }
    expect(status).toBe(429)
    expect(request).toBeLessThan(200)
  })
})

/** `text` in `count` pieces, each sent `everyMs` after the one before. */
async function* pieces(text: string, count: number, everyMs: number) {
  const size = Math.ceil(text.length / count)
  for (let start = 0; start < text.length; start += size) {
    if (start > 0) await new Promise((resolve) => setTimeout(resolve, everyMs))
    yield text.slice(start, start + size)
  }
}

async function* slowChunks(count: number, size: number) {
  for (let index = 0; index < count; index++) {
    await new Promise((resolve) => setImmediate(resolve))
    yield 'x'.repeat(size)
  }
}
