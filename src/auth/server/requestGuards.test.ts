import type { IncomingMessage } from 'node:http'
import { PassThrough } from 'node:stream'
import { parseAppOrigin } from './appOrigin'
import { fromAppOrigin, isJson, readBody } from './requestGuards'

const app = parseAppOrigin('https://plaza.test')

function request(method: string, headers: Record<string, string>, body?: string[]) {
  const stream = new PassThrough()
  Object.assign(stream, { method, headers })
  if (body) {
    for (const chunk of body) stream.write(chunk)
    stream.end()
  }
  return stream as unknown as IncomingMessage
}

describe('request guards (issue 16 items 2, 7)', () => {
  test("ERR-SIWE: only the app's own origin passes; cross-site and POSTs without Origin are refused", () => {
    expect(
      fromAppOrigin(
        request('POST', { origin: 'https://plaza.test', 'sec-fetch-site': 'same-origin' }),
        app,
      ),
    ).toBe(true)
    expect(fromAppOrigin(request('POST', { origin: 'https://evil.example' }), app)).toBe(false)
    expect(fromAppOrigin(request('POST', { origin: 'http://plaza.test' }), app)).toBe(false)
    expect(fromAppOrigin(request('POST', { origin: 'null' }), app)).toBe(false)
    expect(fromAppOrigin(request('POST', {}), app)).toBe(false)
    expect(
      fromAppOrigin(
        request('POST', { origin: 'https://plaza.test', 'sec-fetch-site': 'same-site' }),
        app,
      ),
    ).toBe(false)
    expect(fromAppOrigin(request('GET', {}), app)).toBe(true)
    expect(fromAppOrigin(request('GET', { 'sec-fetch-site': 'cross-site' }), app)).toBe(false)
    expect(fromAppOrigin(request('GET', { 'sec-fetch-site': 'none' }), app)).toBe(true)
  })

  test('ERR-SIWE: only application/json is a JSON body; the simple types a form can send are not', () => {
    expect(isJson(request('POST', { 'content-type': 'application/json; charset=utf-8' }))).toBe(
      true,
    )
    expect(isJson(request('POST', { 'content-type': 'Application/JSON' }))).toBe(true)
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json-patch+json',
    ])
      expect(isJson(request('POST', { 'content-type': type }))).toBe(false)
    expect(isJson(request('POST', {}))).toBe(false)
  })

  test('ERR-SIWE: a body over the limit is refused by its Content-Length, or as it streams in', async () => {
    expect(await readBody(request('POST', { 'content-length': '11' }), 10)).toEqual({
      ok: false,
      status: 413,
    })
    expect(await readBody(request('POST', {}, ['12345', '67890', 'x']), 10)).toEqual({
      ok: false,
      status: 413,
    })
    expect(await readBody(request('POST', {}, ['12345', '67890']), 10)).toEqual({
      ok: true,
      text: '1234567890',
    })
  })
})
