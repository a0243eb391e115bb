import type { IncomingMessage, ServerResponse } from 'node:http'
import { getIronSession, type SessionOptions } from 'iron-session'
import type { Hex } from 'viem'
import { SignInRejectedError } from '../../errors/auth'
import { type NonceStore, sharedNonceStore } from './nonceStore'
import { createServerVerifiers } from './serverVerifiers'
import { createSessionOptions, type SignInSession } from './sessionOptions'
import { type SiweVerifier, verifySignIn } from './verifySignIn'

/** What Next's pages-router API routes hand over: Node's request with the parsed body. */
export type AuthRequest = IncomingMessage & { body?: unknown }
export type AuthResponse = ServerResponse
export type AuthRouteHandler = (req: AuthRequest, res: AuthResponse) => Promise<void>

export type AuthRouteDependencies = {
  nonceStore: NonceStore
  verifierFor: (chainId: number) => SiweVerifier | undefined
  /** Read per request, so a missing SESSION_SECRET fails the request that needs it. */
  sessionOptions: () => SessionOptions
  now?: () => Date
}

/** The app's real dependencies: the shared nonce store, the configured chains' nodes, env secret. */
export function defaultAuthRouteDependencies(): AuthRouteDependencies {
  let verifierFor: AuthRouteDependencies['verifierFor'] | undefined
  return {
    nonceStore: sharedNonceStore(),
    verifierFor: (chainId) => {
      verifierFor ??= createServerVerifiers()
      return verifierFor(chainId)
    },
    sessionOptions: () => createSessionOptions(),
  }
}

/** GET: a fresh single-use nonce for the next sign-in message. */
export function createNonceRoute({ nonceStore }: Pick<AuthRouteDependencies, 'nonceStore'>) {
  const handler: AuthRouteHandler = async (req, res) => {
    if (!allowMethod(req, res, 'GET')) return
    sendJson(res, 200, { nonce: nonceStore.issue() })
  }
  return handler
}

/** POST { message, signature }: checks the sign-in and seals the session cookie. */
export function createVerifyRoute(dependencies: AuthRouteDependencies) {
  const handler: AuthRouteHandler = async (req, res) => {
    if (!allowMethod(req, res, 'POST')) return
    const body = parseBody(req.body)
    const domain = req.headers.host
    if (!body || !domain) return sendJson(res, 400, { error: 'bad-request' })
    const session = await getIronSession<SignInSession>(req, res, dependencies.sessionOptions())
    try {
      const account = await verifySignIn({
        ...body,
        domain,
        nonceStore: dependencies.nonceStore,
        verifierFor: dependencies.verifierFor,
        now: dependencies.now?.(),
      })
      session.address = account.address
      session.chainId = account.chainId
      await session.save()
      sendJson(res, 200, { authenticated: true, ...account })
    } catch (error) {
      if (!(error instanceof SignInRejectedError)) throw error
      sendJson(res, 401, { error: error.reason, message: error.message })
    }
  }
  return handler
}

/** GET: whether this browser is signed in, and as whom. */
export function createSessionRoute({
  sessionOptions,
}: Pick<AuthRouteDependencies, 'sessionOptions'>) {
  const handler: AuthRouteHandler = async (req, res) => {
    if (!allowMethod(req, res, 'GET')) return
    const session = await getIronSession<SignInSession>(req, res, sessionOptions())
    if (!session.address || !session.chainId) return sendJson(res, 200, { authenticated: false })
    sendJson(res, 200, { authenticated: true, address: session.address, chainId: session.chainId })
  }
  return handler
}

/** POST: ends the session and clears the cookie. */
export function createLogoutRoute({
  sessionOptions,
}: Pick<AuthRouteDependencies, 'sessionOptions'>) {
  const handler: AuthRouteHandler = async (req, res) => {
    if (!allowMethod(req, res, 'POST')) return
    const session = await getIronSession<SignInSession>(req, res, sessionOptions())
    session.destroy()
    sendJson(res, 200, { authenticated: false })
  }
  return handler
}

function allowMethod(req: AuthRequest, res: AuthResponse, method: 'GET' | 'POST') {
  if (req.method === method) return true
  res.setHeader('Allow', method)
  sendJson(res, 405, { error: 'method-not-allowed' })
  return false
}

function sendJson(res: AuthResponse, status: number, body: unknown) {
  res.statusCode = status
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Cache-Control', 'no-store')
  res.end(JSON.stringify(body))
}

function parseBody(raw: unknown): { message: string; signature: Hex } | undefined {
  let body = raw
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body)
    } catch {
      return undefined
    }
  }
  const { message, signature } = (body ?? {}) as Record<string, unknown>
  if (typeof message !== 'string' || typeof signature !== 'string') return undefined
  if (!/^0x[0-9a-fA-F]*$/.test(signature)) return undefined
  return { message, signature: signature as Hex }
}
