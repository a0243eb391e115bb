import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { testAccounts } from '@plaza-social/test/accounts'
import { type LocalChains, startChainsOnFreePorts } from '@plaza-social/test/chains'
import { type Address, createPublicClient, getAddress, type Hex, http } from 'viem'
import type { HDAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import {
  type AuthRequest,
  type AuthRouteDependencies,
  type AuthRouteHandler,
  createLogoutRoute,
  createNonceRoute,
  createSessionRoute,
  createVerifyRoute,
} from './authRoutes'
import { createMemoryNonceStore, nonceTtlMs } from './nonceStore'
import { createServerVerifiers } from './serverVerifiers'
import { createSessionOptions, sessionCookieName } from './sessionOptions'

const [alice, mallory] = testAccounts(2) as [HDAccount, HDAccount]

let chains: LocalChains
let server: Server
let origin: string
let host: string
let clock = Date.now()
const nonceStore = createMemoryNonceStore({ now: () => clock })

/** The four routes behind one local server, parsing JSON bodies the way Next does. */
function serve(routes: Record<string, AuthRouteHandler>) {
  return createServer(async (req: AuthRequest, res) => {
    let raw = ''
    for await (const chunk of req) raw += chunk
    if (raw) req.body = JSON.parse(raw)
    const route = routes[new URL(req.url ?? '/', 'http://x').pathname]
    if (!route) return res.writeHead(404).end()
    try {
      await route(req, res)
    } catch (error) {
      res.writeHead(500).end(String(error))
    }
  })
}

async function call(path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) {
  const response = await fetch(`${origin}/api/auth/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return {
    status: response.status,
    json: await response.json(),
    setCookie: response.headers.getSetCookie(),
  }
}

async function freshNonce() {
  return (await call('nonce')).json.nonce as string
}

type MessageOverrides = Partial<Parameters<typeof createSiweMessage>[0]>

async function signedMessage(overrides: MessageOverrides = {}, signer: HDAccount = alice) {
  const message = createSiweMessage({
    domain: host,
    uri: origin,
    address: alice.address,
    chainId: 1,
    nonce: await freshNonce(),
    version: '1',
    statement: 'Sign in to Plaza Social.',
    issuedAt: new Date(clock),
    ...overrides,
  })
  return { message, signature: await signer.signMessage({ message }) }
}

const verify = (body: { message: string; signature: Hex }) =>
  call('verify', { method: 'POST', body })

const cookieOf = (setCookie: string[]) =>
  setCookie.find((cookie) => cookie.startsWith(`${sessionCookieName}=`))?.split(';')[0]

beforeAll(async () => {
  chains = await startChainsOnFreePorts({ chainIds: [1] })
  const dependencies: AuthRouteDependencies = {
    nonceStore,
    verifierFor: createServerVerifiers({ 1: chains.rpcUrl(1) }),
    sessionOptions: () => createSessionOptions({ NODE_ENV: 'test' }),
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

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await chains?.stop()
})

describe('sign-in API routes against a local node', () => {
  test('CON-8, ST-8: a good sign-in is accepted and sets the sealed, httpOnly, SameSite=Lax session cookie', async () => {
    const result = await verify(await signedMessage())
    expect(result.status).toBe(200)
    expect(result.json).toEqual({ authenticated: true, address: alice.address, chainId: 1 })
    const header = result.setCookie.find((cookie) => cookie.startsWith(`${sessionCookieName}=`))
    expect(header).toMatch(/HttpOnly/i)
    expect(header).toMatch(/SameSite=Lax/i)
    // Sealed, not readable: the cookie value does not carry the address in the clear.
    expect(header).not.toContain(alice.address.slice(2).toLowerCase())
    expect(header).not.toContain(alice.address.slice(2))

    const session = await call('session', { cookie: cookieOf(result.setCookie) })
    expect(session.json).toEqual({ authenticated: true, address: alice.address, chainId: 1 })
  })

  test('ST-8: without a cookie, or with a tampered one, the session route says unauthenticated', async () => {
    expect((await call('session')).json).toEqual({ authenticated: false })
    const tampered = `${sessionCookieName}=Fe26.2*1*deadbeef*tampered`
    expect((await call('session', { cookie: tampered })).json).toEqual({ authenticated: false })
  })

  test('ERR-SIWE: a replayed nonce is rejected', async () => {
    const signIn = await signedMessage()
    expect((await verify(signIn)).status).toBe(200)
    const replay = await verify(signIn)
    expect(replay.status).toBe(401)
    expect(replay.json.error).toBe('nonce')
    expect(replay.setCookie).toEqual([])
  })

  test('ERR-SIWE: a nonce the server never issued is rejected', async () => {
    const message = createSiweMessage({
      domain: host,
      uri: origin,
      address: alice.address,
      chainId: 1,
      nonce: 'neverIssued123',
      version: '1',
    })
    const result = await verify({ message, signature: await alice.signMessage({ message }) })
    expect(result.json.error).toBe('nonce')
  })

  test('ERR-SIWE: a nonce older than its five minutes is rejected', async () => {
    const signIn = await signedMessage()
    const issuedAt = clock
    clock += nonceTtlMs + 1
    try {
      const result = await verify(signIn)
      expect(result.status).toBe(401)
      expect(result.json.error).toBe('nonce')
    } finally {
      clock = issuedAt
    }
  })

  test('ERR-SIWE: a signature from another address is rejected', async () => {
    const result = await verify(await signedMessage({}, mallory))
    expect(result.status).toBe(401)
    expect(result.json.error).toBe('signature')
    expect(result.setCookie).toEqual([])
  })

  test('ERR-SIWE: a message for another domain is rejected', async () => {
    const result = await verify(await signedMessage({ domain: 'evil.example' }))
    expect(result.status).toBe(401)
    expect(result.json.error).toBe('domain')
  })

  test('ERR-SIWE: a message whose URI points elsewhere is rejected', async () => {
    const result = await verify(await signedMessage({ uri: 'https://evil.example/login' }))
    expect(result.status).toBe(401)
    expect(result.json.error).toBe('uri')
  })

  test('ERR-SIWE: a message for a chain that is not configured is rejected', async () => {
    const result = await verify(await signedMessage({ chainId: 31337 }))
    expect(result.status).toBe(401)
    expect(result.json.error).toBe('chain')
  })

  test('ERR-SIWE: an expired message is rejected, and so is one not valid yet', async () => {
    const expired = await verify(
      await signedMessage({
        expirationTime: new Date(clock - 1000),
        issuedAt: new Date(clock - 60_000),
      }),
    )
    expect(expired.status).toBe(401)
    expect(expired.json.error).toBe('expired')
    const early = await verify(await signedMessage({ notBefore: new Date(clock + 60_000) }))
    expect(early.json.error).toBe('expired')
  })

  test('ERR-SIWE: a malformed body or message is refused', async () => {
    expect((await call('verify', { method: 'POST', body: { message: 1 } })).status).toBe(400)
    const result = await verify({ message: 'not a sign-in message', signature: '0x00' })
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
    const { message } = await signedMessage({ address: contractWallet })
    const result = await verify({ message, signature: `0x${'11'.repeat(65)}` })
    expect(result.json).toEqual({ authenticated: true, address: contractWallet, chainId: 1 })
  })

  test('ST-8: logout clears the session cookie and the session', async () => {
    const signIn = await verify(await signedMessage())
    const cookie = cookieOf(signIn.setCookie)
    const logout = await call('logout', { method: 'POST', cookie })
    expect(logout.status).toBe(200)
    const cleared = logout.setCookie.find((header) => header.startsWith(`${sessionCookieName}=`))
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i)
    expect((await call('session', { cookie: cookieOf(logout.setCookie) })).json).toEqual({
      authenticated: false,
    })
  })

  test('the routes answer only their method', async () => {
    expect((await call('nonce', { method: 'POST' })).status).toBe(405)
    expect((await call('verify')).status).toBe(405)
    expect((await call('logout')).status).toBe(405)
  })
})
