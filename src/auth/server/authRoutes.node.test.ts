import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { testAccounts } from '@plaza-social/test/accounts'
import { type LocalChains, startChainsOnFreePorts } from '@plaza-social/test/chains'
import { type Address, createPublicClient, getAddress, type Hex, http } from 'viem'
import type { HDAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { specAppLimits } from '../../../fixtures/spec/appLimits'
import { specErrors } from '../../../fixtures/spec/errors'
import {
  type AuthRouteHandler,
  createLogoutRoute,
  createNonceRoute,
  createSessionRoute,
  createVerifyRoute,
} from './authRoutes'
import type { AuthServices } from './authServices'
import { createMemoryAuthStore } from './memoryAuthStore'
import { createMemoryRouteLimiter } from './routeLimiter'
import { createServerVerifiers } from './serverVerifiers'

const [alice, mallory] = testAccounts(2) as [HDAccount, HDAccount]
const verifyingError = specErrors.find((error) => error.row === 'ERR-SIWE')!.texts[2]

let chains: LocalChains
let server: Server
let origin: string
let host: string
let clock = Date.now()
let env: Record<string, string> = {}
const store = createMemoryAuthStore({ now: () => clock })
let nodeFailing = false
/** Each test is a new client as far as the rate limits go (all come from 127.0.0.1). */
let limiter = createMemoryRouteLimiter()

/** The four routes behind one local server, as Next serves them (no body parsing: they read it). */
function serve(routes: Record<string, AuthRouteHandler>) {
  return createServer(async (req, res) => {
    const route = routes[new URL(req.url ?? '/', 'http://x').pathname]
    if (!route) return res.writeHead(404).end()
    await route(req, res)
  })
}

/** A browser: keeps its cookies, sends the page's Origin on POSTs as browsers do. */
function browser() {
  const jar = new Map<string, string>()
  return async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const method = init.method ?? 'GET'
    const response = await fetch(`${origin}/api/auth/${path}`, {
      method,
      headers: {
        ...(method === 'POST' ? { origin, 'content-type': 'application/json' } : {}),
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: method === 'POST' ? JSON.stringify(init.body ?? {}) : undefined,
    })
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';')
      const [name = '', value = ''] = pair.split('=')
      if (attributes.some((attribute) => /max-age=0/i.test(attribute))) jar.delete(name)
      else jar.set(name, value)
    }
    return { status: response.status, json: await response.json(), jar }
  }
}

type Browser = ReturnType<typeof browser>
type MessageOverrides = Partial<Parameters<typeof createSiweMessage>[0]>

async function signedMessage(as: Browser, overrides: MessageOverrides = {}, signer = alice) {
  const { nonce } = (await as('nonce')).json as { nonce: string }
  const message = createSiweMessage({
    scheme: 'http',
    domain: host,
    uri: origin,
    address: alice.address,
    chainId: 1,
    nonce,
    version: '1',
    statement: 'Sign in to Plaza Social.',
    issuedAt: new Date(clock),
    expirationTime: new Date(clock + 5 * 60_000),
    ...overrides,
  })
  return { message, signature: await signer.signMessage({ message }) }
}

const verify = (as: Browser, body: { message: string; signature: Hex }) =>
  as('verify', { method: 'POST', body })

beforeAll(async () => {
  chains = await startChainsOnFreePorts({ chainIds: [1] })
  const verifierFor = createServerVerifiers({ 1: chains.rpcUrl(1) })
  const services: AuthServices = {
    store,
    get limiter() {
      return limiter
    },
    verifierFor: (chainId) =>
      nodeFailing
        ? { verifyMessage: () => Promise.reject(new Error('node down')) }
        : verifierFor(chainId),
  }
  const dependencies = {
    env: () => env,
    services: () => services,
    now: () => new Date(clock),
  }
  server = serve({
    '/api/auth/nonce': createNonceRoute(dependencies),
    '/api/auth/verify': createVerifyRoute(dependencies),
    '/api/auth/session': createSessionRoute(dependencies),
    '/api/auth/logout': createLogoutRoute(dependencies),
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`
  origin = `http://${host}`
})

beforeEach(() => {
  env = { PLAZA_AUTH: 'siwe', APP_ORIGIN: origin, NODE_ENV: 'test' }
  nodeFailing = false
  limiter = createMemoryRouteLimiter()
})

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await chains?.stop()
})

describe('sign-in API routes against a local node', () => {
  test('CON-8, ST-8: a good sign-in is accepted and sets the sealed, httpOnly, SameSite=Lax session cookie', async () => {
    const visitor = browser()
    const result = await verify(visitor, await signedMessage(visitor))
    expect(result.status).toBe(200)
    expect(result.json).toEqual({ authenticated: true, address: alice.address, chainId: 1 })
    const sealed = result.jar.get('plaza.session') ?? ''
    expect(sealed).not.toContain(alice.address.slice(2).toLowerCase())
    expect(sealed).not.toContain(alice.address.slice(2))
    expect((await visitor('session')).json).toEqual({
      authenticated: true,
      address: alice.address,
      chainId: 1,
    })
  })

  test('CON-8: with sign-in off (PLAZA_AUTH unset) every route answers 404', async () => {
    env = { APP_ORIGIN: origin, NODE_ENV: 'test' }
    const visitor = browser()
    expect((await visitor('nonce')).status).toBe(404)
    expect((await visitor('session')).status).toBe(404)
    expect((await visitor('verify', { method: 'POST' })).status).toBe(404)
    expect((await visitor('logout', { method: 'POST' })).status).toBe(404)
  })

  test('ST-8: without a cookie, or with a tampered one, the session route says unauthenticated', async () => {
    const visitor = browser()
    expect((await visitor('session')).json).toEqual({ authenticated: false })
    // A forged cookie:
    const response = await fetch(`${origin}/api/auth/session`, {
      headers: { cookie: 'plaza.session=Fe26.2*1*deadbeef*tampered~2' },
    })
    expect(await response.json()).toEqual({ authenticated: false })
  })

  test('ERR-SIWE: a replayed sign-in is rejected', async () => {
    const visitor = browser()
    const signIn = await signedMessage(visitor)
    expect((await verify(visitor, signIn)).status).toBe(200)
    const replay = await verify(visitor, signIn)
    expect(replay.status).toBe(401)
    expect(replay.json.error).toBe('nonce')
  })

  test('ERR-SIWE: a nonce the server never issued, or issued to another browser, is rejected', async () => {
    const visitor = browser()
    await visitor('nonce')
    const message = createSiweMessage({
      scheme: 'http',
      domain: host,
      uri: origin,
      address: alice.address,
      chainId: 1,
      nonce: 'neverIssued123',
      version: '1',
      issuedAt: new Date(clock),
      expirationTime: new Date(clock + 60_000),
    })
    const neverIssued = await verify(visitor, {
      message,
      signature: await alice.signMessage({ message }),
    })
    expect(neverIssued.json.error).toBe('nonce')
    const someoneElses = await signedMessage(browser())
    expect((await verify(visitor, someoneElses)).json.error).toBe('nonce')
  })

  test('ERR-SIWE: a nonce older than its five minutes is rejected', async () => {
    const visitor = browser()
    const signIn = await signedMessage(visitor)
    const issuedAt = clock
    clock += specAppLimits.signInNonceTtlMs + 1
    try {
      const result = await verify(visitor, signIn)
      expect(result.status).toBe(401)
      expect(result.json.error).toMatch(/nonce|expired/)
    } finally {
      clock = issuedAt
    }
  })

  test('ERR-SIWE: a signature from another address is rejected, and the nonce still works for the visitor', async () => {
    const visitor = browser()
    const { message } = await signedMessage(visitor)
    const forged = await verify(visitor, {
      message,
      signature: await mallory.signMessage({ message }),
    })
    expect(forged.status).toBe(401)
    expect(forged.json.error).toBe('signature')
    expect(
      (await verify(visitor, { message, signature: await alice.signMessage({ message }) })).status,
    ).toBe(200)
  })

  test('ERR-SIWE: another domain, a URI elsewhere, an unknown chain or an expired message is rejected', async () => {
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

  test('ERR-SIWE: a malformed body or message is refused', async () => {
    const visitor = browser()
    expect((await visitor('verify', { method: 'POST', body: { message: 1 } })).status).toBe(400)
    const result = await verify(visitor, { message: 'not a sign-in message', signature: '0x00' })
    expect(result.status).toBe(401)
    expect(result.json.error).toBe('malformed')
  })

  test('CON-8: a smart-contract wallet (ERC-1271) verifies through the chain node', async () => {
    // Runtime code that answers isValidSignature with the ERC-1271 magic value for any input.
    const contractWallet: Address = getAddress('0x00000000000000000000000000000000000c0de1')
    const node = createPublicClient({ transport: http(chains.rpcUrl(1)) })
    await node.request({
      method: 'anvil_setCode' as never,
      params: [contractWallet, '0x631626ba7e60e01b60005260206000f3'] as never,
    })
    const visitor = browser()
    const { message } = await signedMessage(visitor, { address: contractWallet })
    const result = await verify(visitor, { message, signature: `0x${'11'.repeat(65)}` })
    expect(result.json).toEqual({ authenticated: true, address: contractWallet, chainId: 1 })
  })

  test(`ERR-SIWE: the node failing on a contract wallet gives '${verifyingError}' and a logged error`, async () => {
    nodeFailing = true
    const lines: string[] = []
    const spy = vi
      .spyOn(console, 'error')
      .mockImplementation((line: string) => void lines.push(line))
    try {
      const visitor = browser()
      const { message } = await signedMessage(visitor, {
        address: getAddress('0x00000000000000000000000000000000000c0de1'),
      })
      const result = await verify(visitor, { message, signature: `0x${'11'.repeat(65)}` })
      expect(result.status).toBe(503)
      expect(result.json.message).toBe(verifyingError)
    } finally {
      spy.mockRestore()
    }
    expect(lines.join('\n')).toContain('node down')
  })

  test('ST-8: logout clears the cookie and revokes the session: a copy of the cookie is signed out too', async () => {
    const visitor = browser()
    await verify(visitor, await signedMessage(visitor))
    const copied = new Map((await visitor('session')).jar)
    const logout = await visitor('logout', { method: 'POST' })
    expect(logout.status).toBe(200)
    expect(logout.jar.has('plaza.session')).toBe(false)
    const replay = await fetch(`${origin}/api/auth/session`, {
      headers: { cookie: `plaza.session=${copied.get('plaza.session')}` },
    })
    expect(await replay.json()).toEqual({ authenticated: false })
  })

  test('the routes answer only their method', async () => {
    const visitor = browser()
    expect((await visitor('nonce', { method: 'POST' })).status).toBe(405)
    expect((await visitor('verify')).status).toBe(405)
    expect((await visitor('logout')).status).toBe(405)
  })
})
