import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { getIronSession, type IronSession } from 'iron-session'
import type { Hex } from 'viem'
import { SignatureCheckUnavailableError, SignInRejectedError } from '../../errors/auth'
import { type AuthEnv, signInEnabled } from './authEnvironment'
import {
  type AuthRouteName,
  maxBodyBytes,
  maxMessageLength,
  maxSignatureBytes,
  nonceTtlMs,
  sessionTtlSeconds,
} from './authLimits'
import { logAuthProblem } from './authLog'
import { type AuthServices, sharedAuthServices } from './authServices'
import { type AuthSettings, resolveAuthSettings } from './authSettings'
import {
  bindingCookie,
  bindingCookieName,
  bindingOf,
  newBindingToken,
  newNonce,
  readBindingToken,
} from './browserBinding'
import { clientAddress } from './clientAddress'
import { discardRest, fromAppOrigin, isJson, readBody } from './requestGuards'
import { isConfiguredChain } from './serverVerifiers'
import { createSessionOptions, type SignInSession } from './sessionOptions'
import { verifySignIn } from './verifySignIn'

export type AuthRequest = IncomingMessage
export type AuthResponse = ServerResponse
export type AuthRouteHandler = (req: AuthRequest, res: AuthResponse) => Promise<void>

export type AuthRouteDependencies = {
  /** The environment, read on every request (PLAZA_AUTH, APP_ORIGIN, SESSION_SECRET, REDIS_URL, …). */
  env?: () => AuthEnv
  /** The store, limits and nodes for these settings; default: one shared set per process. */
  services?: (settings: AuthSettings) => AuthServices
  now?: () => Date
}

type RouteContext = {
  req: AuthRequest
  res: AuthResponse
  settings: AuthSettings
  services: AuthServices
  now: Date
}

/**
 * The guards every sign-in route passes, in order: 404 unless PLAZA_AUTH=siwe (item 11); 500
 * when a required setting is missing (fail closed); 405 for another method; 429 with
 * Retry-After past the client's budget (item 5); 403 from another origin or site, and 415 for
 * a POST that is not application/json (item 7). Only then does the route run.
 */
function authRoute(
  name: AuthRouteName,
  method: 'GET' | 'POST',
  dependencies: AuthRouteDependencies,
  run: (context: RouteContext) => Promise<void>,
): AuthRouteHandler {
  return async (req, res) => {
    const env = dependencies.env?.() ?? process.env
    if (!signInEnabled(env)) return sendJson(res, 404, { error: 'not-found' })
    let settings: AuthSettings
    let services: AuthServices
    try {
      settings = resolveAuthSettings(env)
      services = (dependencies.services ?? sharedAuthServices)(settings)
    } catch (error) {
      logAuthProblem('settings', error)
      return sendJson(res, 500, { error: 'misconfigured' })
    }
    if (req.method !== method) {
      res.setHeader('Allow', method)
      return sendJson(res, 405, { error: 'method-not-allowed' })
    }
    try {
      const decision = await services.limiter.take(
        name,
        clientAddress(req, settings.trustedProxyHops),
      )
      if (!decision.allowed) {
        res.setHeader('Retry-After', String(decision.retryAfterSeconds))
        return sendJson(res, 429, { error: 'rate-limited' })
      }
      if (!fromAppOrigin(req, settings.appOrigin))
        return sendJson(res, 403, { error: 'cross-site' })
      if (method === 'POST' && !isJson(req))
        return sendJson(res, 415, { error: 'unsupported-media-type' })
      await run({ req, res, settings, services, now: dependencies.now?.() ?? new Date() })
    } catch (error) {
      if (res.headersSent) return void res.end()
      if (error instanceof SignInRejectedError) {
        const status = error.reason === 'too-large' ? 413 : 401
        return sendJson(res, status, { error: error.reason, message: error.shortMessage })
      }
      if (error instanceof SignatureCheckUnavailableError) {
        logAuthProblem(name, error)
        return sendJson(res, 503, { error: 'verifier-unavailable', message: error.shortMessage })
      }
      logAuthProblem(name, error)
      return sendJson(res, 503, { error: 'unavailable' })
    }
  }
}

/** GET: a fresh single-use nonce, bound to this browser's token (set or refreshed in a cookie). */
export function createNonceRoute(dependencies: AuthRouteDependencies = {}) {
  return authRoute('nonce', 'GET', dependencies, async ({ req, res, settings, services }) => {
    const { appOrigin } = settings
    const token = readBindingToken(req, bindingCookieName(appOrigin)) ?? newBindingToken()
    const nonce = newNonce()
    await services.store.saveNonce(nonce, bindingOf(token), nonceTtlMs)
    res.setHeader('Set-Cookie', bindingCookie(appOrigin, token))
    sendJson(res, 200, { nonce })
  })
}

/** POST { message, signature } as JSON: checks the sign-in and seals the session cookie. */
export function createVerifyRoute(dependencies: AuthRouteDependencies = {}) {
  return authRoute(
    'verify',
    'POST',
    dependencies,
    async ({ req, res, settings, services, now }) => {
      const body = await readSignInBody(req, res)
      if (!body) return
      const account = await verifySignIn({
        ...body,
        bindingToken: readBindingToken(req, bindingCookieName(settings.appOrigin)),
        store: services.store,
        verifierFor: services.verifierFor,
        appOrigin: settings.appOrigin,
        isConfiguredChain,
        now,
      })
      const session = await openSession(req, res, settings)
      // A session this browser held before (another account) ends here too, copies included.
      if (session.id) await revoke(session, services, now)
      session.id = randomUUID()
      session.address = account.address
      session.chainId = account.chainId
      session.issuedAt = now.getTime()
      await session.save()
      sendJson(res, 200, { authenticated: true, ...account })
    },
  )
}

/** GET: whether this browser is signed in, and as whom; a revoked or stale cookie is cleared. */
export function createSessionRoute(dependencies: AuthRouteDependencies = {}) {
  return authRoute(
    'session',
    'GET',
    dependencies,
    async ({ req, res, settings, services, now }) => {
      const session = await openSession(req, res, settings)
      const { id, address, chainId, issuedAt } = session
      const live =
        id !== undefined &&
        address !== undefined &&
        chainId !== undefined &&
        issuedAt !== undefined &&
        issuedAt + sessionTtlSeconds * 1000 > now.getTime() &&
        !(await services.store.isSessionRevoked(id, issuedAt))
      if (!live) {
        if (Object.keys(session).length > 0) session.destroy()
        return sendJson(res, 200, { authenticated: false })
      }
      sendJson(res, 200, { authenticated: true, address, chainId })
    },
  )
}

/** POST (JSON): ends the session server-side (its id is revoked) and clears the cookie. */
export function createLogoutRoute(dependencies: AuthRouteDependencies = {}) {
  return authRoute(
    'logout',
    'POST',
    dependencies,
    async ({ req, res, settings, services, now }) => {
      const body = await readBody(req, maxBodyBytes)
      if (!body.ok) return refuseBody(req, res, body.status)
      const session = await openSession(req, res, settings)
      if (session.id) await revoke(session, services, now)
      session.destroy()
      sendJson(res, 200, { authenticated: false })
    },
  )
}

function openSession(req: AuthRequest, res: AuthResponse, settings: AuthSettings) {
  return getIronSession<SignInSession>(
    req,
    res,
    createSessionOptions({ passwords: settings.sessionPasswords, appOrigin: settings.appOrigin }),
  )
}

async function revoke(session: IronSession<SignInSession>, services: AuthServices, now: Date) {
  if (!session.id) return
  const expiresAt = (session.issuedAt ?? now.getTime()) + sessionTtlSeconds * 1000
  await services.store.revokeSession(session.id, Math.max(1, expiresAt - now.getTime()))
}

const hexPattern = /^0x(?:[0-9a-fA-F]{2})+$/

/** The verify body: JSON `{ message, signature }` within the size limits, or an answer sent. */
async function readSignInBody(req: AuthRequest, res: AuthResponse) {
  const body = await readBody(req, maxBodyBytes)
  if (!body.ok) return refuseBody(req, res, body.status)
  let parsed: unknown
  try {
    parsed = JSON.parse(body.text)
  } catch {
    return void sendJson(res, 400, { error: 'bad-request' })
  }
  const { message, signature } = (parsed ?? {}) as Record<string, unknown>
  if (typeof message !== 'string' || typeof signature !== 'string')
    return void sendJson(res, 400, { error: 'bad-request' })
  if (message.length > maxMessageLength || signature.length > 2 + 2 * maxSignatureBytes)
    return void sendJson(res, 413, { error: 'too-large' })
  if (!hexPattern.test(signature)) return void sendJson(res, 400, { error: 'bad-request' })
  return { message, signature: signature as Hex }
}

function refuseBody(req: AuthRequest, res: AuthResponse, status: 400 | 413) {
  // The rest of an oversized body is dropped, never stored; a sender that goes on is cut off.
  discardRest(req)
  sendJson(res, status, { error: status === 413 ? 'too-large' : 'bad-request' })
}

function sendJson(res: AuthResponse, status: number, body: unknown) {
  res.statusCode = status
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Cache-Control', 'no-store')
  res.end(JSON.stringify(body))
}
