import type { IncomingMessage } from 'node:http'
import { PassThrough } from 'node:stream'
import { specAppLimits } from '../../../fixtures/spec/appLimits'
import { clientAddress, discardRest, fromAppOrigin, isJson, readBody } from './httpGuards'
import { parseAppOrigin } from './settings'

const app = parseAppOrigin('https://plaza.test')

/** A request as the routes see it; `body` given: sent whole and ended. */
function request(method: string, headers: Record<string, string>, body?: string[]) {
  const stream = new PassThrough()
  const socket = {
    destroyed: false,
    destroy() {
      socket.destroyed = true
    },
  }
  Object.assign(stream, { method, headers, socket, complete: false })
  if (body) {
    for (const chunk of body) stream.write(chunk)
    stream.end()
  }
  return Object.assign(stream as unknown as IncomingMessage & PassThrough, { socket })
}

/** Whether `promise` has settled by now (after the callbacks already due). */
async function settled(promise: Promise<unknown>) {
  let done = false
  promise.then(() => {
    done = true
  })
  await vi.advanceTimersByTimeAsync(0)
  return done
}

describe('request guards', () => {
  test("only the app's own origin passes; cross-site and POSTs without Origin are refused", () => {
    const own = 'https://plaza.test'
    for (const [method, headers, passes] of [
      ['POST', { origin: own, 'sec-fetch-site': 'same-origin' }, true],
      ['POST', { origin: own }, true],
      ['POST', { origin: 'https://evil.example' }, false],
      ['POST', { origin: 'http://plaza.test' }, false],
      ['POST', { origin: 'null' }, false],
      ['POST', {}, false],
      ['POST', { origin: own, 'sec-fetch-site': 'same-site' }, false],
      ['POST', { origin: own, 'sec-fetch-site': 'none' }, false],
      ['GET', {}, true],
      ['GET', { origin: 'https://evil.example' }, false],
      ['GET', { 'sec-fetch-site': 'cross-site' }, false],
      ['GET', { 'sec-fetch-site': 'none' }, true],
      ['GET', { 'sec-fetch-site': 'same-origin' }, true],
    ] as const)
      expect(fromAppOrigin(request(method, headers), app), JSON.stringify(headers)).toBe(passes)
  })

  test('only application/json is a JSON body; the simple types a form can send are not', () => {
    for (const [type, json] of [
      ['application/json; charset=utf-8', true],
      ['Application/JSON', true],
      [' application/json ;x=1', true],
      ['text/plain', false],
      ['application/x-www-form-urlencoded', false],
      ['multipart/form-data; boundary=x', false],
      ['application/json-patch+json', false],
    ] as const)
      expect(isJson(request('POST', { 'content-type': type })), type).toBe(json)
    expect(isJson(request('POST', {}))).toBe(false)
  })
})

describe('the request body', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  test('a body over the limit is refused by its Content-Length, or as it streams in', async () => {
    const limit = { limit: 10 }
    const tooLarge = { ok: false, status: 413 }
    expect(await readBody(request('POST', { 'content-length': '11' }), limit)).toEqual(tooLarge)
    expect(await readBody(request('POST', {}, ['12345', '67890', 'x']), limit)).toEqual(tooLarge)
    const whole = request('POST', { 'content-length': '10' }, ['12345', '67890'])
    expect(await readBody(whole, limit)).toEqual({ ok: true, text: '1234567890' })
    const failing = request('POST', {})
    const read = readBody(failing, limit)
    failing.destroy(new Error('connection reset'))
    expect(await read).toEqual({ ok: false, status: 400 })
  })

  test('a body that has not all arrived by the deadline is refused with 408, however small', async () => {
    vi.useFakeTimers()
    const slow = request('POST', { 'content-length': '9' })
    const read = readBody(slow, { limit: 10 })
    slow.write('1234')
    await vi.advanceTimersByTimeAsync(specAppLimits.signInBodyDeadlineMs - 1)
    expect(await settled(read)).toBe(false)
    slow.write('5')
    await vi.advanceTimersByTimeAsync(1)
    expect(await settled(read)).toBe(true)
    expect(await read).toEqual({ ok: false, status: 408 })

    // In time, the same body is read.
    const steady = request('POST', {})
    const steadyRead = readBody(steady, { limit: 10 })
    steady.write('1234')
    await vi.advanceTimersByTimeAsync(specAppLimits.signInBodyDeadlineMs - 1)
    steady.end('5')
    expect(await steadyRead).toEqual({ ok: true, text: '12345' })
  })

  test('after the answer, a body still arriving is dropped for two seconds, then its connection is cut', async () => {
    vi.useFakeTimers()
    const sender = request('POST', {})
    discardRest(sender)
    sender.write('x'.repeat(1_000))
    await vi.advanceTimersByTimeAsync(1_999)
    expect(sender.socket.destroyed).toBe(false)
    // Dropped, not kept: nothing of it waits to be read.
    expect(sender.readableLength).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(sender.socket.destroyed).toBe(true)

    // A body that ends within the window keeps its connection.
    const finishing = request('POST', {})
    discardRest(finishing)
    finishing.end('rest')
    await vi.advanceTimersByTimeAsync(5_000)
    expect(finishing.socket.destroyed).toBe(false)

    // So does a request that arrived whole.
    const whole = Object.assign(request('GET', {}), { complete: true })
    discardRest(whole)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(whole.socket.destroyed).toBe(false)
  })
})

describe('the client a rate limit counts', () => {
  const from = (remoteAddress: string | undefined, forwardedFor?: string | string[]) =>
    ({
      socket: { remoteAddress },
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    }) as unknown as IncomingMessage

  test('X-Forwarded-For is ignored unless proxies are trusted, and then read from the right', () => {
    expect(clientAddress(from('203.0.113.9', '198.51.100.1'), 0)).toBe('203.0.113.9')
    expect(clientAddress(from('203.0.113.9', '198.51.100.1, 203.0.113.7'), 0)).toBe('203.0.113.9')
    // One trusted proxy appended the address it saw; what the client wrote before is ignored.
    expect(clientAddress(from('10.0.0.2', '198.51.100.1, 203.0.113.7'), 1)).toBe('203.0.113.7')
    expect(clientAddress(from('10.0.0.2', '1.1.1.1, 203.0.113.7, 10.0.0.1'), 2)).toBe('203.0.113.7')
    expect(clientAddress(from('10.0.0.2', ['1.1.1.1', '203.0.113.7 ,10.0.0.1']), 2)).toBe(
      '203.0.113.7',
    )
    expect(clientAddress(from('10.0.0.2', '203.0.113.7,,'), 1)).toBe('203.0.113.7')
    expect(clientAddress(from('10.0.0.2'), 1)).toBe('10.0.0.2')
    expect(clientAddress(from('10.0.0.2', '203.0.113.7'), 2)).toBe('10.0.0.2')
    expect(clientAddress(from(undefined), 0)).toBe('unknown')
  })

  test('IPv6 clients count per /64, IPv4-mapped addresses as IPv4', () => {
    expect(clientAddress(from('2001:db8:1:2:aaaa::1'), 0)).toBe('2001:db8:1:2::/64')
    expect(clientAddress(from('2001:db8:1:2:ffff:1:2:3'), 0)).toBe('2001:db8:1:2::/64')
    expect(clientAddress(from('2001:DB8:1:2:FFFF:1:2:3'), 0)).toBe('2001:db8:1:2::/64')
    expect(clientAddress(from('2001:db8::1'), 0)).toBe('2001:db8:0:0::/64')
    expect(clientAddress(from('::1'), 0)).toBe('0:0:0:0::/64')
    expect(clientAddress(from('fe80::'), 0)).toBe('fe80:0:0:0::/64')
    expect(clientAddress(from('a::1:2:3:4:5:6'), 0)).toBe('a:0:1:2::/64')
    expect(clientAddress(from('::ffff:198.51.100.10'), 0)).toBe('198.51.100.10')
    expect(clientAddress(from('::FFFF:192.0.2.1'), 0)).toBe('192.0.2.1')
    expect(clientAddress(from('1::ffff:192.0.2.1'), 0)).toBe('1:0:0:0::/64')
    expect(clientAddress(from('192.0.2.1'), 0)).toBe('192.0.2.1')
  })
})
