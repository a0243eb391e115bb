import { parseSiweMessage } from 'viem/siwe'
import { specAppLimits } from '../../../fixtures/spec/appLimits'
import { fillSpecText, specAppTexts } from '../../../fixtures/spec/appTexts'
import { specConstants } from '../../../fixtures/spec/constants'
import type { SignInUnexpectedError } from '../../errors/auth'
import { createSiweAdapter } from './createSiweAdapter'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const location = { host: 'plaza.test', origin: 'https://plaza.test' }

function fakeFetch(responses: Record<string, () => Response>) {
  const calls: { url: string; init?: RequestInit }[] = []
  const fetch = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init })
    const respond = responses[url]
    if (!respond) throw new TypeError(`no route ${url}`)
    return respond()
  }) as typeof globalThis.fetch
  return { fetch, calls }
}

const json =
  (body: unknown, status = 200) =>
  () =>
    Response.json(body, { status })

describe('the sign-in adapter', () => {
  test('CON-8: createMessage builds an EIP-4361 message for this page, chain and nonce, valid five minutes', async () => {
    const now = new Date('2026-11-23T04:00:00.000Z')
    const adapter = createSiweAdapter({ location, onStatusChange: () => {}, now: () => now })
    const message = await adapter.createMessage({ nonce: 'abcdefgh1234', address, chainId: 10 })
    expect(parseSiweMessage(message)).toMatchObject({
      // The scheme too: EIP-4361 reads a message without one as https, and the server checks it.
      scheme: 'https',
      domain: 'plaza.test',
      uri: 'https://plaza.test',
      address,
      chainId: 10,
      nonce: 'abcdefgh1234',
      version: '1',
      statement: fillSpecText(specAppTexts.signInStatement, { appName: 'Plaza Social' }),
      issuedAt: now,
      expirationTime: new Date(now.getTime() + specAppLimits.signInMessageTtlMs),
    })
  })

  test('CFG-1: the statement names the app by the configured product name', async () => {
    vi.stubEnv('NEXT_PUBLIC_PRODUCT_NAME', 'Agora')
    try {
      const adapter = createSiweAdapter({ location, onStatusChange: () => {} })
      const message = await adapter.createMessage({ nonce: 'abcdefgh1234', address, chainId: 1 })
      expect(parseSiweMessage(message).statement).toBe(
        fillSpecText(specAppTexts.signInStatement, {
          appName: specConstants.appName.replace('{product}', 'Agora'),
        }),
      )
    } finally {
      vi.unstubAllEnvs()
    }
  })

  test('ERR-SIWE, ST-8: a failed logout keeps the status (still signed in) and reports the error', async () => {
    for (const logout of [json({}, 500), undefined]) {
      const statuses: string[] = []
      const errors: SignInUnexpectedError[] = []
      // undefined: no route, the fetch itself throws (network error).
      const { fetch } = fakeFetch(logout ? { '/api/auth/logout': logout } : {})
      const adapter = createSiweAdapter({
        fetch,
        location,
        onStatusChange: (s) => statuses.push(s),
        onError: (error) => errors.push(error),
      })
      await expect(adapter.signOut()).resolves.toBeUndefined()
      expect(statuses).toEqual([])
      expect(errors.map((error) => [error.step, error.shortMessage])).toEqual([
        ['logout', 'Oops, something went wrong!'],
      ])
    }
  })
})

describe('the sign-in adapter, what the routes are sent and what a failure says', () => {
  const quiet = { location, onStatusChange: () => {} }

  test('the nonce is asked past the HTTP cache; a failed or empty answer names the route', async () => {
    const ok = fakeFetch({ '/api/auth/nonce': json({ nonce: 'abcdefgh1234' }) })
    await createSiweAdapter({ ...quiet, fetch: ok.fetch }).getNonce()
    expect(ok.calls[0]?.init).toEqual({ cache: 'no-store' })
    const failing = createSiweAdapter({
      ...quiet,
      fetch: fakeFetch({ '/api/auth/nonce': json({ nonce: 'abcdefgh1234' }, 503) }).fetch,
    })
    await expect(failing.getNonce()).rejects.toThrow(
      'The sign-in nonce request failed with status 503.',
    )
    const empty = createSiweAdapter({
      ...quiet,
      fetch: fakeFetch({ '/api/auth/nonce': json({ nonce: 12 }) }).fetch,
    })
    await expect(empty.getNonce()).rejects.toThrow('The sign-in nonce request failed.')
  })

  test('verify sends JSON; a 200 authenticates, a server error (500 and up) throws, a refusal (below) is false', async () => {
    const statuses: string[] = []
    const sent = fakeFetch({ '/api/auth/verify': json({ authenticated: true }) })
    const onStatusChange = (status: string) => void statuses.push(status)
    // A message that names no account: authenticated all the same.
    await createSiweAdapter({ ...quiet, fetch: sent.fetch, onStatusChange }).verify({
      message: 'm',
      signature: '0x01',
    })
    expect(sent.calls[0]?.init?.headers).toEqual({ 'content-type': 'application/json' })
    expect(statuses).toEqual(['authenticated'])
    const answering = (status: number) =>
      createSiweAdapter({
        ...quiet,
        fetch: fakeFetch({ '/api/auth/verify': json({}, status) }).fetch,
      }).verify({ message: 'm', signature: '0x01' })
    await expect(answering(500)).rejects.toThrow(
      'The sign-in verify request failed with status 500.',
    )
    expect(await answering(499)).toBe(false)
  })

  test('ST-8: signOut sends an empty JSON object; a failed logout says which status', async () => {
    const { fetch, calls } = fakeFetch({ '/api/auth/logout': json({ authenticated: false }) })
    await createSiweAdapter({ ...quiet, fetch }).signOut()
    expect(calls[0]?.init?.body).toBe('{}')
    const errors: SignInUnexpectedError[] = []
    await createSiweAdapter({
      ...quiet,
      fetch: fakeFetch({ '/api/auth/logout': json({}, 502) }).fetch,
      onError: (error) => errors.push(error),
    }).signOut()
    expect(String((errors[0]?.cause as Error | undefined)?.message)).toContain(
      'The sign-in logout request failed with status 502.',
    )
  })
})
