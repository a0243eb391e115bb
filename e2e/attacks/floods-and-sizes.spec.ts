import { Readable } from 'node:stream'
import { expect } from '@playwright/test'
import { test } from './fixtures'
import { Visitor } from './visitor'

test.describe('attacks on capacity (issue 16 items 2, 5)', () => {
  test('ERR-SIWE: oversized bodies are refused with 413 before they are read or parsed, with or without Content-Length', async ({
    attack,
  }) => {
    const [server] = attack.shared
    const visitor = new Visitor(server)
    const nonce = await visitor.nonce()
    const tooBig = [
      // 1 MB, declared.
      { body: JSON.stringify({ message: 'x'.repeat(1_000_000), signature: '0x00' }) },
      // What froze the server: 20 KB of a field name makes viem's parser take 110 ms (78 KB: 1.4 s).
      {
        body: JSON.stringify({
          message: visitor.message(attack.accounts.victim.address, nonce, {
            statement: 'URI: '.repeat(4_000),
          }),
          signature: '0x00',
        }),
      },
      // A 300 KB body streamed in chunks, no Content-Length, each after the last was taken.
      { body: Readable.from(slowChunks(300, 1024)) },
    ]
    for (const { body } of tooBig) {
      const response = await visitor.send('/api/auth/verify', { method: 'POST', body })
      expect(response.status).toBe(413)
      expect(response.json).toEqual({ error: 'too-large' })
    }
    // A message within the body limit but over the message cap, and an oversized signature.
    const long = visitor.message(attack.accounts.victim.address, nonce, {
      statement: 'URI: '.repeat(1_000),
    })
    expect((await visitor.verify({ message: long, signature: '0x00' })).status).toBe(413)
    expect(
      (await visitor.verify({ message: 'm', signature: `0x${'ab'.repeat(4_000)}` })).status,
    ).toBe(413)
    // The server is still there for everyone.
    expect(await new Visitor(server).session()).toEqual({ authenticated: false })
  })

  test('ERR-SIWE: a nonce flood from one client gets 429 with Retry-After; other clients still get nonces', async ({
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

  test('ERR-SIWE: on a bare next start (memory store, no proxy), X-Forwarded-For cannot dodge the limit', async ({
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
      status = (
        await flooder.send('/api/auth/nonce', {
          headers: { 'x-forwarded-for': `203.0.113.${request % 250}` },
        })
      ).status
    }
    expect(status).toBe(429)
    expect(request).toBeLessThan(200)
  })
})

async function* slowChunks(count: number, size: number) {
  for (let index = 0; index < count; index++) {
    await new Promise((resolve) => setImmediate(resolve))
    yield 'x'.repeat(size)
  }
}
