import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { testAccounts } from '@plaza-social/test/accounts'
import { getAddress, type Hex, HttpRequestError } from 'viem'
import type { HDAccount } from 'viem/accounts'
import { specAppLimits } from '../../../fixtures/spec/appLimits'
import { siweOopsError, siweVerifyingError as verifyingError } from '../../../fixtures/spec/errors'
import { SignatureCheckUnavailableError } from '../../errors/auth'
import { createSiweAdapter } from '../client/createSiweAdapter'
import { createLogoutRoute } from './logoutRoute'
import { logAuthProblem } from './logRedaction'
import { createNonceRoute } from './nonceRoute'
import { createMemoryRouteLimiter } from './routeLimiter'
import type { AuthRouteDependencies, AuthRouteHandler } from './routePipeline'
import type { AuthServices } from './services'
import { createSessionRoute } from './sessionRoute'
import { type AuthEnv, parseAppOrigin, readAuthSettings } from './settings'
import type { SignatureVerifier } from './signatureMatches'
import { createMemoryAuthStore } from './store'
import { appMessage, forgetProcessAuthBackend, type MessageFields } from './testing/signInFixtures'
import { createVerifyRoute } from './verifyRoute'

const [alice, mallory] = testAccounts(2) as [HDAccount, HDAccount]
const contractWallet = getAddress('0x00000000000000000000000000000000000c0de1')
const dayMs = 24 * 60 * 60 * 1000

let server: Server
let origin: string
let host: string
let clock = Date.now()
let env: AuthEnv = {}
const store = createMemoryAuthStore({ now: () => clock })
/** How the contract wallet's node answers: a contract that accepts, or a node that is down. */
let node: 'accepts' | 'down' = 'accepts'
const contractNode: SignatureVerifier = {
  verifyMessage: async ({ address }) => {
    if (node === 'down')
      throw new HttpRequestError({ url: 'https://node.example/v2/key', status: 503 })
    return address === contractWallet
  },
}
/** Each test is a new client as far as the rate limits go (all come from 127.0.0.1). */
let limiter = createMemoryRouteLimiter()
let services: AuthServices
let logged: string[] = []

/** The four routes behind one local server, as Next serves them (no body parsing: they read it). */
function serve(routes: Record<string, AuthRouteHandler>) {
  return createServer(async (req, res) => {
    const route = routes[new URL(req.url ?? '/', 'http://x').pathname]
    if (!route) return res.writeHead(404).end()
    await route(req, res)
  })
}

const routesWith = (dependencies: AuthRouteDependencies) => ({
  '/api/auth/nonce': createNonceRoute(dependencies),
  '/api/auth/verify': createVerifyRoute(dependencies),
  '/api/auth/session': createSessionRoute(dependencies),
  '/api/auth/logout': createLogoutRoute(dependencies),
})

type Request = { method?: string; body?: unknown; headers?: Record<string, string> }

/**
 * A browser's fetch of the paths of `at()`: it keeps its cookies and sends them, and the page's
 * Origin on a POST, as browsers do. The page's own fetch for the app's sign-in adapter.
 */
function browserFetch(at = () => origin, pageOrigin = () => origin) {
  const jar = new Map<string, string>()
  const fetchAsPage = (async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${at()}${path}`, {
      ...init,
      headers: {
        ...(init.method === 'POST' ? { origin: pageOrigin() } : {}),
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(init.headers as Record<string, string>),
      },
    })
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';')
      const [name = '', value = ''] = pair.split('=')
      if (attributes.some((attribute) => /max-age=0/i.test(attribute))) jar.delete(name)
      else jar.set(name, value)
    }
    return response
  }) as typeof globalThis.fetch
  return { fetch: fetchAsPage, jar }
}

/** A browser calling the routes by name, JSON in and out. */
function browser(at = () => origin, pageOrigin = () => origin) {
  const page = browserFetch(at, pageOrigin)
  return async (path: string, { method = 'GET', body, headers }: Request = {}) => {
    const post = method === 'POST'
    // A string is sent as it is (not JSON, or broken JSON); anything else as JSON.
    const text = typeof body === 'string' ? body : JSON.stringify(body ?? {})
    const response = await page.fetch(`/api/auth/${path}`, {
      method,
      headers: { ...(post ? { 'content-type': 'application/json' } : {}), ...headers },
      body: post ? text : undefined,
    })
    return {
      status: response.status,
      headers: response.headers,
      setCookies: response.headers.getSetCookie(),
      json: await response.json(),
      jar: page.jar,
    }
  }
}

type Browser = ReturnType<typeof browser>
type MessageOverrides = Partial<MessageFields>

/** A nonce from the routes, and the app's message with it signed, for this server now. */
async function signedMessage(as: Browser, overrides: MessageOverrides = {}, signer = alice) {
  const { nonce } = (await as('nonce')).json as { nonce: string }
  const message = appMessage(alice.address, nonce, overrides, {
    appOrigin: parseAppOrigin(origin),
    now: new Date(clock),
  })
  return { message, signature: await signer.signMessage({ message }) }
}

const verify = (as: Browser, body: { message: string; signature: Hex }) =>
  as('verify', { method: 'POST', body })

/** The verify route's status and JSON for `body`, from a client of its own (within its budget). */
async function verifyAnswer(body: unknown) {
  limiter = createMemoryRouteLimiter()
  const answer = await browser()('verify', { method: 'POST', body })
  return [answer.status, answer.json]
}

/** What the session route says to a request with only the session cookie `sealed`. */
async function sessionOf(sealed: string | undefined) {
  const response = await fetch(`${origin}/api/auth/session`, {
    headers: { cookie: `plaza.session=${sealed}` },
  })
  return response.json()
}

const malformed = [
  401,
  { error: 'malformed', message: 'The sign-in message is not a valid EIP-4361 message.' },
]

beforeAll(async () => {
  services = {
    store,
    get limiter() {
      return limiter
    },
    verifierFor: (chainId) => (chainId === 1 ? contractNode : undefined),
  }
  server = serve(
    routesWith({
      settings: () => readAuthSettings(env),
      services: () => services,
      now: () => new Date(clock),
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`
  origin = `http://${host}`
})

beforeEach(() => {
  env = { PLAZA_AUTH: 'siwe', APP_ORIGIN: origin, NODE_ENV: 'test' }
  node = 'accepts'
  limiter = createMemoryRouteLimiter()
  logged = []
  vi.spyOn(console, 'error').mockImplementation((line: string) => void logged.push(line))
})

afterEach(() => {
  vi.restoreAllMocks()
})

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
})

describe('sign-in API routes', () => {
  test('CON-8, ST-8: a good sign-in is accepted and sets the sealed, httpOnly, SameSite=Lax session cookie', async () => {
    const visitor = browser()
    const result = await verify(visitor, await signedMessage(visitor))
    expect(result.status).toBe(200)
    expect(result.json).toEqual({ authenticated: true, address: alice.address, chainId: 1 })
    const sealed = result.jar.get('plaza.session') ?? ''
    expect(sealed).not.toBe('')
    expect(sealed).not.toContain(alice.address.slice(2).toLowerCase())
    expect(sealed).not.toContain(alice.address.slice(2))
    const cookie = result.setCookies.find((header) => header.startsWith('plaza.session='))
    expect(cookie).toMatch(/; HttpOnly/i)
    expect(cookie).toMatch(/; SameSite=Lax/i)
    expect(cookie).toMatch(/; Path=\//i)
    expect(cookie).not.toMatch(/; Secure/i)
    // The session it opens: the adapter's test below.
  })

  test('CON-8: every answer is JSON that no cache keeps', async () => {
    const visitor = browser()
    for (const answer of [
      await visitor('nonce'),
      await visitor('session'),
      await visitor('nonce', { method: 'POST' }),
      await visitor('verify', { method: 'POST', body: 'not json' }),
    ]) {
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8')
      expect(answer.headers.get('cache-control')).toBe('no-store')
    }
  })

  test('CON-8: the nonce is fresh each time and bound to this browser by an httpOnly, SameSite=Strict cookie that lives as long as a nonce', async () => {
    const visitor = browser()
    const first = await visitor('nonce')
    expect(first.status).toBe(200)
    expect(first.json.nonce).toMatch(/^[0-9a-f]{32}$/)
    const [cookie] = first.setCookies
    expect(cookie).toMatch(
      new RegExp(
        `^plaza\\.signin=[A-Za-z0-9_-]{43}; Path=/; Max-Age=${specAppLimits.signInNonceTtlMs / 1000}; HttpOnly; SameSite=Strict$`,
      ),
    )
    // The same browser keeps its token; the nonce is new.
    const token = first.jar.get('plaza.signin')
    const second = await visitor('nonce')
    expect(second.jar.get('plaza.signin')).toBe(token)
    expect(second.json.nonce).not.toBe(first.json.nonce)
    // The store keeps the token's SHA-256, never the token.
    expect(await store.nonceBinding(second.json.nonce)).toBe(
      createHash('sha256')
        .update(token ?? '')
        .digest('hex'),
    )
    // Read wherever it is in the Cookie header.
    const third = await visitor('nonce', {
      headers: { cookie: `theme=dark; plaza.signin=${token}` },
    })
    expect(third.jar.get('plaza.signin')).toBe(token)
    // A malformed token is replaced, not kept.
    second.jar.set('plaza.signin', 'not-a-token')
    expect((await visitor('nonce')).jar.get('plaza.signin')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(second.jar.get('plaza.signin')).not.toBe(token)
  })

  test('CON-8: with sign-in off (PLAZA_AUTH unset) every route answers 404', async () => {
    env = { APP_ORIGIN: origin, NODE_ENV: 'test' }
    const visitor = browser()
    for (const answer of [
      await visitor('nonce'),
      await visitor('session'),
      await visitor('verify', { method: 'POST' }),
      await visitor('logout', { method: 'POST' }),
    ])
      expect([answer.status, answer.json]).toEqual([404, { error: 'not-found' }])
  })

  test('a missing setting fails closed: 500, nothing set, and one log line naming it', async () => {
    env = { PLAZA_AUTH: 'siwe', APP_ORIGIN: origin, NODE_ENV: 'production' }
    const visitor = browser()
    const nonce = await visitor('nonce')
    expect([nonce.status, nonce.json, nonce.setCookies]).toEqual([
      500,
      { error: 'misconfigured' },
      [],
    ])
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatch(/^\[plaza sign-in\] settings: SessionSecretMissingError: /)
  })

  test('ST-8: without a cookie, or with a tampered one, the session route says unauthenticated', async () => {
    const visitor = browser()
    expect((await visitor('session')).json).toEqual({ authenticated: false })
    expect(await sessionOf('Fe26.2*1*deadbeef*tampered~2')).toEqual({ authenticated: false })
  })

  test('another domain, a URI elsewhere, an unknown chain or an expired message is rejected', async () => {
    const visitor = browser()
    const cases: [MessageOverrides, string][] = [
      [{ domain: 'evil.example' }, 'domain'],
      [{ uri: 'https://evil.example/login' }, 'uri'],
      [{ chainId: 31337 }, 'chain'],
      [{ expirationTime: new Date(clock - 1000), issuedAt: new Date(clock - 60_000) }, 'expired'],
      [{ notBefore: new Date(clock + 60_000) }, 'expired'],
    ]
    for (const [overrides, reason] of cases) {
      const result = await verify(visitor, await signedMessage(visitor, overrides))
      expect([result.status, result.json.error]).toEqual([401, reason])
    }
  })

  test('a malformed body or message is refused', async () => {
    const badRequest = [400, { error: 'bad-request' }]
    for (const body of [
      { message: 1 },
      { message: 'm' },
      { message: 'm', signature: 1 },
      '{"message":',
      'null',
    ])
      expect(await verifyAnswer(body), JSON.stringify(body)).toEqual(badRequest)
    for (const signature of ['', '0x', '0x0', 'abcd', '0xzz', '0x00 ', ' 0x00'])
      expect(await verifyAnswer({ message: 'm', signature }), signature).toEqual(badRequest)
    // Upper-case hex is hex.
    for (const signature of ['0x00', '0xAB'])
      expect(await verifyAnswer({ message: 'not a sign-in message', signature })).toEqual(malformed)
  })

  test('a body, message or signature over its cap is refused with 413, unparsed', async () => {
    const tooLarge = [413, { error: 'too-large' }]
    // Unread: viem's parser is quadratic (110 ms on 20 KB, what an attacker could feed for free).
    expect(await verifyAnswer({ message: 'x'.repeat(20_000), signature: '0x00' })).toEqual(tooLarge)
    expect(await verifyAnswer({ message: 'x'.repeat(2049), signature: '0x00' })).toEqual([
      413,
      { error: 'too-large', message: 'The sign-in message or signature is too long.' },
    ])
    const longSignature = `0x${'ab'.repeat(3073)}`
    expect(await verifyAnswer({ message: 'm', signature: longSignature })).toEqual(tooLarge)
    // At the caps, the message is read (and refused for what it says).
    expect(await verifyAnswer({ message: 'x'.repeat(2048), signature: '0x00' })).toEqual(malformed)
    const signatureAtCap = `0x${'ab'.repeat(3072)}`
    expect((await verifyAnswer({ message: 'm', signature: signatureAtCap }))[0]).toBe(401)
    // The logout route takes no more than the verify route.
    const logout = await browser()('logout', { method: 'POST', body: 'x'.repeat(11 * 1024) })
    expect([logout.status, logout.json]).toEqual(tooLarge)
  })

  test(`ERR-SIWE: the node failing on a contract wallet: the verify route answers 503 with the message '${verifyingError}' and logs the error (the page reads any 5xx as the server failing and shows '${siweOopsError}')`, async () => {
    node = 'down'
    const visitor = browser()
    const { message } = await signedMessage(visitor, { address: contractWallet })
    const result = await verify(visitor, { message, signature: `0x${'11'.repeat(65)}` })
    expect(result.status).toBe(503)
    expect(result.json).toEqual({ error: 'verifier-unavailable', message: verifyingError })
    expect(logged).toHaveLength(1)
    expect(logged[0]).toContain('[plaza sign-in] verify: SignatureCheckUnavailableError')
    expect(logged[0]).toContain('HttpRequestError')
  })

  test('a store that fails answers 503 and logs it; nothing is signed in', async () => {
    const failing = new Error('store down')
    const broken = { ...services, store: { ...store, nonceBinding: () => Promise.reject(failing) } }
    const local = serve(
      routesWith({
        settings: () => readAuthSettings(env),
        services: () => broken,
        now: () => new Date(clock),
      }),
    )
    await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve))
    try {
      const at = `http://127.0.0.1:${(local.address() as AddressInfo).port}`
      const visitor = browser(() => at)
      const { message, signature } = await signedMessage(visitor)
      const result = await verify(visitor, { message, signature })
      expect([result.status, result.json]).toEqual([503, { error: 'unavailable' }])
      expect(result.jar.has('plaza.session')).toBe(false)
      expect(logged).toEqual(['[plaza sign-in] verify: Error: store down'])
    } finally {
      await new Promise((resolve) => local.close(resolve))
    }
  })

  test('ST-8: logout clears the cookie and revokes the session: a copy of the cookie stays refused for the rest of its day', async () => {
    const visitor = browser()
    await verify(visitor, await signedMessage(visitor))
    const copy = (await visitor('session')).jar.get('plaza.session')
    const start = clock
    try {
      clock = start + 60_000
      const logout = await visitor('logout', { method: 'POST' })
      expect([logout.status, logout.json]).toEqual([200, { authenticated: false }])
      expect(logout.jar.has('plaza.session')).toBe(false)
      // The copy's seal would still be good for a millisecond: only the revocation refuses it.
      clock = start + dayMs - 1
      expect(await sessionOf(copy)).toEqual({ authenticated: false })
    } finally {
      clock = start
    }
    // Logging out without a session is fine too.
    expect((await browser()('logout', { method: 'POST' })).status).toBe(200)
  })

  test('ST-8: signing in again in the same browser ends the earlier session, copies included', async () => {
    const visitor = browser()
    await verify(visitor, await signedMessage(visitor))
    const earlier = (await visitor('session')).jar.get('plaza.session')
    const again = await verify(
      visitor,
      await signedMessage(visitor, { address: mallory.address }, mallory),
    )
    expect(again.json).toEqual({ authenticated: true, address: mallory.address, chainId: 1 })
    expect(await sessionOf(earlier)).toEqual({ authenticated: false })
    expect((await visitor('session')).json).toMatchObject({ address: mallory.address })
  })

  test('ST-8: a session lasts a day, then reads as signed out and its cookie is cleared', async () => {
    const visitor = browser()
    await verify(visitor, await signedMessage(visitor))
    const start = clock
    try {
      clock = start + dayMs - 1
      expect((await visitor('session')).json.authenticated).toBe(true)
      clock = start + dayMs
      const expired = await visitor('session')
      expect(expired.json).toEqual({ authenticated: false })
      expect(
        expired.setCookies.some((cookie) => /^plaza\.session=;.*Max-Age=0/i.test(cookie)),
      ).toBe(true)
      expect(expired.jar.has('plaza.session')).toBe(false)
    } finally {
      clock = start
    }
    // A browser without a session gets no cookie to clear.
    expect((await browser()('session')).setCookies).toEqual([])
  })

  test('the routes answer only their method, and say which', async () => {
    const visitor = browser()
    for (const [path, method, allowed] of [
      ['nonce', 'POST', 'GET'],
      ['session', 'POST', 'GET'],
      ['verify', 'GET', 'POST'],
      ['logout', 'GET', 'POST'],
    ] as const) {
      const answer = await visitor(path, { method })
      expect([answer.status, answer.json], path).toEqual([405, { error: 'method-not-allowed' }])
      expect(answer.headers.get('allow')).toBe(allowed)
    }
  })

  test('a POST from another origin or site is refused with 403, one that is not JSON with 415', async () => {
    const visitor = browser(undefined, () => 'https://evil.example')
    const crossSite = await visitor('logout', { method: 'POST' })
    expect([crossSite.status, crossSite.json]).toEqual([403, { error: 'cross-site' }])
    const form = await browser()('verify', {
      method: 'POST',
      body: 'message=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect([form.status, form.json]).toEqual([415, { error: 'unsupported-media-type' }])
    // A GET from the page's own origin, or typed in by the visitor, is served.
    expect((await browser()('nonce', { headers: { 'sec-fetch-site': 'none' } })).status).toBe(200)
    expect((await browser()('nonce', { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(
      403,
    )
  })

  test('past its budget a client gets 429 with Retry-After, on that route only', async () => {
    const visitor = browser()
    for (let request = 0; request < 10; request++)
      expect((await visitor('verify', { method: 'POST', body: 'not json' })).status).toBe(400)
    const refused = await visitor('verify', { method: 'POST', body: 'not json' })
    expect([refused.status, refused.json]).toEqual([429, { error: 'rate-limited' }])
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    expect((await visitor('nonce')).status).toBe(200)
  })

  test('over https the cookies are __Host- and Secure', async () => {
    env = { ...env, APP_ORIGIN: 'https://plaza.test' }
    const visitor = browser(undefined, () => 'https://plaza.test')
    // A token under the http name is not this origin's: a new one is given.
    const plain = 'A'.repeat(43)
    const nonce = await visitor('nonce', { headers: { cookie: `plaza.signin=${plain}` } })
    expect(nonce.setCookies[0]).toMatch(
      /^__Host-plaza\.signin=[A-Za-z0-9_-]{43}; Path=\/; .*; Secure$/,
    )
    expect(nonce.jar.get('__Host-plaza.signin')).not.toBe(plain)
    const { nonce: value } = nonce.json as { nonce: string }
    const message = appMessage(alice.address, value, {}, { now: new Date(clock) })
    const signedIn = await verify(visitor, {
      message,
      signature: await alice.signMessage({ message }),
    })
    expect(signedIn.status).toBe(200)
    const cookie = signedIn.setCookies.find((header) => header.startsWith('__Host-plaza.session='))
    expect(cookie).toMatch(/; Secure/i)
    expect(cookie).toMatch(/; HttpOnly/i)
    expect(cookie).not.toMatch(/; Domain=/i)
  })
})

describe("the app's own sign-in adapter against the routes", () => {
  const adapterFor = (page: ReturnType<typeof browserFetch>, statuses: unknown[][]) =>
    createSiweAdapter({
      fetch: page.fetch,
      location: { host, origin },
      now: () => new Date(clock),
      onStatusChange: (...change) => void statuses.push(change),
      onError: (error) => void statuses.push(['error', error.shortMessage]),
    })

  test('CON-8, ST-8: nonce, message, signature, verify and sign-out: the server accepts what the page sends', async () => {
    const page = browserFetch()
    const statuses: unknown[][] = []
    const adapter = adapterFor(page, statuses)
    const nonce = await adapter.getNonce()
    const message = await adapter.createMessage({ nonce, address: alice.address, chainId: 10 })
    expect(await adapter.verify({ message, signature: await alice.signMessage({ message }) })).toBe(
      true,
    )
    expect(statuses).toEqual([
      ['authenticated', { authenticated: true, address: alice.address, chainId: 10 }],
    ])
    const session = await page.fetch('/api/auth/session')
    expect(await session.json()).toEqual({
      authenticated: true,
      address: alice.address,
      chainId: 10,
    })
    await adapter.signOut()
    expect(statuses.at(-1)).toEqual(['unauthenticated', { authenticated: false }])
    expect(page.jar.has('plaza.session')).toBe(false)
    expect(await (await page.fetch('/api/auth/session')).json()).toEqual({ authenticated: false })
  })

  test('ERR-SIWE: a refused signature is false (the dialog offers a retry); a failing node throws', async () => {
    const page = browserFetch()
    const statuses: unknown[][] = []
    const adapter = adapterFor(page, statuses)
    const refused = await adapter.createMessage({
      nonce: await adapter.getNonce(),
      address: alice.address,
      chainId: 1,
    })
    expect(
      await adapter.verify({
        message: refused,
        signature: await mallory.signMessage({ message: refused }),
      }),
    ).toBe(false)
    expect(statuses).toEqual([['unauthenticated']])
    node = 'down'
    const contract = await adapter.createMessage({
      nonce: await adapter.getNonce(),
      address: contractWallet,
      chainId: 1,
    })
    await expect(
      adapter.verify({ message: contract, signature: `0x${'11'.repeat(65)}` }),
    ).rejects.toThrow('The sign-in verify request failed with status 503.')
  })
})

describe('the routes of a process, as Next serves them', () => {
  test('CON-8: with no dependencies given, the routes read this process’s environment once and keep one store', async () => {
    vi.stubEnv('PLAZA_AUTH', 'siwe')
    vi.stubEnv('APP_ORIGIN', origin)
    const own = serve(routesWith({}))
    await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve))
    try {
      const at = `http://127.0.0.1:${(own.address() as AddressInfo).port}`
      const visitor = browser(() => at)
      const { message, signature } = await signedMessage(visitor)
      // The nonce route's store is the verify route's.
      expect((await verify(visitor, { message, signature })).json).toMatchObject({
        authenticated: true,
      })
      expect((await visitor('session')).json.authenticated).toBe(true)
      vi.stubEnv('PLAZA_AUTH', undefined)
      expect((await visitor('nonce')).status).toBe(200)
    } finally {
      vi.unstubAllEnvs()
      forgetProcessAuthBackend()
      await new Promise((resolve) => own.close(resolve))
    }
  })
})

describe('the sign-in log', () => {
  test("a node's failure is logged with its cause, never with the node's path or credentials", () => {
    const cause = new HttpRequestError({
      url: 'https://user:pw@node.example/v2/secret-key-123?apikey=also-secret',
      status: 503,
      details: 'upstream https://node.example/v2/secret-key-123 unavailable',
    })
    logAuthProblem('verify', new SignatureCheckUnavailableError({ chainId: 10, cause }))
    expect(logged).toHaveLength(1)
    expect(logged[0]).toContain(
      '[plaza sign-in] verify: SignatureCheckUnavailableError: Error verifying signature, please retry! The node of chain 10 could not check the signature. (cause: HttpRequestError: HTTP request failed.',
    )
    expect(logged[0]).toContain('https://node.example/…')
    for (const secret of ['secret-key-123', 'also-secret', 'user:pw'])
      expect(logged[0]).not.toContain(secret)
  })

  test('three causes deep at most, each line at most 400 characters a cause, and whatever was thrown', () => {
    const deep = new Error('one', {
      cause: new Error('two', { cause: new Error('three', { cause: new Error('four') }) }),
    })
    logAuthProblem('Redis', deep)
    logAuthProblem('Redis', `plain ${'x'.repeat(500)} redis://:pw@redis.internal:6379/0`)
    logAuthProblem('Redis', new Error('y'.repeat(1_000)))
    expect(logged[0]).toBe(
      '[plaza sign-in] Redis: Error: one (cause: Error: two (cause: Error: three))',
    )
    expect(logged[1]).toContain('redis://redis.internal:6379/…')
    expect(logged[1]).not.toContain('pw')
    expect(logged[2]).toBe(`[plaza sign-in] Redis: Error: ${'y'.repeat(393)}`)
  })
})
