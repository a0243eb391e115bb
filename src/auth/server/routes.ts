import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { getIronSession, type IronSession, type SessionOptions } from 'iron-session'
import type { Address, Hex } from 'viem'
import { SignatureCheckUnavailableError, SignInRejectedError } from '../../errors/auth'
import { clientAddress, discardRest, fromAppOrigin, isJson, readBody } from './httpGuards'
import {
  type AppOrigin,
  type AuthRouteName,
  type AuthSettings,
  maxBodyBytes,
  maxSignatureBytes,
  nonceTtlMs,
  processAuthSettings,
  type SessionPasswords,
  sessionTtlSeconds,
} from './settings'
import {
  bindingOf,
  createServerVerifiers,
  isConfiguredChain,
  newBindingToken,
  newNonce,
  type SignatureVerifier,
  verifySignIn,
} from './signInChecks'
import { type AuthBackend, sharedAuthBackend } from './store'

export type AuthRouteHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>

/** What the routes work with besides the settings. */
export type AuthServices = AuthBackend & {
  verifierFor: (chainId: number) => SignatureVerifier | undefined
}

export type AuthRouteDependencies = {
  /** Undefined when sign-in is off; throws when a setting is missing. Default: this process's. */
  settings?: () => AuthSettings | undefined
  /** The store, rate limits and nodes for these settings. Default: one set per process. */
  services?: (settings: AuthSettings) => AuthServices
  now?: () => Date
}

type RouteContext = {
  req: IncomingMessage
  res: ServerResponse
  settings: AuthSettings
  services: AuthServices
  now: Date
}

/**
 * One line per server-side problem of the sign-in routes (a node or Redis failing, a setting
 * missing): each error's name, short message and details down its causes, never a stack, and
 * URLs cut to scheme and host (a node's path or a Redis URL's password may be a secret).
 * @internal Exported for its unit test.
 */
export function logAuthProblem(context: string, error: unknown) {
  console.error(`[plaza sign-in] ${context}: ${summarize(error, 3)}`)
}

function summarize(error: unknown, depth: number): string {
  if (!(error instanceof Error)) return redactUrls(String(error))
  const { shortMessage, details } = error as { shortMessage?: unknown; details?: unknown }
  const message = typeof shortMessage === 'string' ? shortMessage : error.message
  const text = redactUrls(
    [`${error.name}: ${message}`, typeof details === 'string' ? details : ''].join(' ').trim(),
  ).slice(0, 400)
  if (!error.cause || depth <= 1) return text
  return `${text} (cause: ${summarize(error.cause, depth - 1)})`
}

/** Each URL as `scheme://host/…`: no credentials, path, query or fragment. */
function redactUrls(text: string) {
  return text.replace(
    /\b([a-z][a-z0-9+.-]*):\/\/(?:[^\s"'<>/?#]*@)?([^\s"'<>/?#]*)[^\s"'<>]*/gi,
    '$1://$2/…',
  )
}

let processServices: AuthServices | undefined

/** This process's store and limits (shared by the routes), and its node clients. */
function servicesOfProcess(settings: AuthSettings): AuthServices {
  processServices ??= {
    ...sharedAuthBackend(settings.redisUrl, (error) => logAuthProblem('Redis', error)),
    verifierFor: createServerVerifiers(settings.nodeUrls),
  }
  return processServices
}

/**
 * The guards every sign-in route passes, in order: 404 unless sign-in is on; 500 when a
 * required setting is missing (fail closed); 405 for another method; 429 with Retry-After past
 * the client's budget; 403 from another origin or site, and 415 for a POST that is not
 * application/json. Only then does the route run. Whatever the answer, a body still arriving
 * after it is dropped for a moment, then its connection cut.
 */
function authRoute(
  name: AuthRouteName,
  method: 'GET' | 'POST',
  {
    settings: readSettings = processAuthSettings,
    services: servicesFor = servicesOfProcess,
    now = () => new Date(),
  }: AuthRouteDependencies,
  run: (context: RouteContext) => Promise<void>,
): AuthRouteHandler {
  const guarded = async (req: IncomingMessage, res: ServerResponse) => {
    let settings: AuthSettings | undefined
    let services: AuthServices
    try {
      settings = readSettings()
      if (!settings) return sendJson(res, 404, { error: 'not-found' })
      services = servicesFor(settings)
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
      await run({ req, res, settings, services, now: now() })
    } catch (error) {
      if (error instanceof SignInRejectedError) {
        const status = error.reason === 'too-large' ? 413 : 401
        return sendJson(res, status, { error: error.reason, message: error.shortMessage })
      }
      logAuthProblem(name, error)
      if (error instanceof SignatureCheckUnavailableError)
        return sendJson(res, 503, { error: 'verifier-unavailable', message: error.shortMessage })
      return sendJson(res, 503, { error: 'unavailable' })
    }
  }
  return async (req, res) => {
    await guarded(req, res)
    discardRest(req)
  }
}

/** GET: a fresh single-use nonce, bound to this browser's token (set or refreshed in a cookie). */
export function createNonceRoute(dependencies: AuthRouteDependencies = {}) {
  return authRoute('nonce', 'GET', dependencies, async ({ req, res, settings, services }) => {
    const { appOrigin } = settings
    const token = readBindingToken(req, appOrigin) ?? newBindingToken()
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
        bindingToken: readBindingToken(req, settings.appOrigin),
        store: services.store,
        verifierFor: services.verifierFor,
        appOrigin: settings.appOrigin,
        isConfiguredChain,
        now,
      })
      const session = await openSession(req, res, settings)
      // A session this browser held before (another account) ends here too, copies included.
      await revoke(session, services, now)
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
      const body = await readBody(req, { limit: maxBodyBytes })
      if (!body.ok) return refuseBody(res, body.status)
      const session = await openSession(req, res, settings)
      await revoke(session, services, now)
      session.destroy()
      sendJson(res, 200, { authenticated: false })
    },
  )
}

/** What the sealed session cookie holds once the visitor has signed in. */
type SignInSession = {
  /** Random per sign-in: logout revokes it server-side, so a copied cookie dies too. */
  id?: string
  address?: Address
  chainId?: number
  /** Epoch milliseconds. */
  issuedAt?: number
}

/**
 * iron-session settings: httpOnly, SameSite=Lax, Secure whenever the app is served over https,
 * and then named `__Host-`, so no sibling subdomain or plain-http page can set or shadow it
 * (browsers accept `__Host-` only with Secure, Path=/ and no Domain).
 * @internal Exported for its unit test.
 */
export function sessionOptions(
  passwords: SessionPasswords,
  appOrigin: Pick<AppOrigin, 'scheme'>,
): SessionOptions {
  const https = appOrigin.scheme === 'https'
  return {
    password: passwords as Record<string, string>,
    cookieName: https ? '__Host-plaza.session' : 'plaza.session',
    ttl: sessionTtlSeconds,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure: https, path: '/' },
  }
}

function openSession(req: IncomingMessage, res: ServerResponse, settings: AuthSettings) {
  return getIronSession<SignInSession>(
    req,
    res,
    sessionOptions(settings.sessionPasswords, settings.appOrigin),
  )
}

/** Revokes the session the cookie holds, if any, until it would have expired anyway. */
async function revoke(session: IronSession<SignInSession>, services: AuthServices, now: Date) {
  if (!session.id) return
  const expiresAt = (session.issuedAt ?? now.getTime()) + sessionTtlSeconds * 1000
  await services.store.revokeSession(session.id, Math.max(1, expiresAt - now.getTime()))
}

/** The binding token's cookie: `__Host-` over https, like the session's. */
function bindingCookieName(appOrigin: Pick<AppOrigin, 'scheme'>) {
  return appOrigin.scheme === 'https' ? '__Host-plaza.signin' : 'plaza.signin'
}

const tokenPattern = /^[A-Za-z0-9_-]{43}$/

/** The browser's binding token from its cookie, if it has a well-formed one. */
function readBindingToken(req: IncomingMessage, appOrigin: AppOrigin): string | undefined {
  const cookieName = bindingCookieName(appOrigin)
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const [name, value] = pair.trim().split('=')
    if (name === cookieName && value && tokenPattern.test(value)) return value
  }
  return undefined
}

/** The Set-Cookie value: httpOnly, SameSite=Strict, Secure and `__Host-` over https, as long as a nonce. */
function bindingCookie(appOrigin: Pick<AppOrigin, 'scheme'>, token: string): string {
  const secure = appOrigin.scheme === 'https' ? '; Secure' : ''
  return `${bindingCookieName(appOrigin)}=${token}; Path=/; Max-Age=${nonceTtlMs / 1000}; HttpOnly; SameSite=Strict${secure}`
}

const hexPattern = /^0x(?:[0-9a-fA-F]{2})+$/

/** The verify body: JSON `{ message, signature }`, the signature within its cap, or an answer sent. */
async function readSignInBody(req: IncomingMessage, res: ServerResponse) {
  const body = await readBody(req, { limit: maxBodyBytes })
  if (!body.ok) return refuseBody(res, body.status)
  let parsed: unknown
  try {
    parsed = JSON.parse(body.text)
  } catch {
    return void sendJson(res, 400, { error: 'bad-request' })
  }
  const { message, signature } = (parsed ?? {}) as Record<string, unknown>
  if (typeof message !== 'string' || typeof signature !== 'string')
    return void sendJson(res, 400, { error: 'bad-request' })
  // The message's own cap is readSignInMessage's, before it is parsed.
  if (signature.length > 2 + 2 * maxSignatureBytes)
    return void sendJson(res, 413, { error: 'too-large' })
  if (!hexPattern.test(signature)) return void sendJson(res, 400, { error: 'bad-request' })
  return { message, signature: signature as Hex }
}

const bodyRefusals = { 400: 'bad-request', 408: 'timeout', 413: 'too-large' } as const

function refuseBody(res: ServerResponse, status: keyof typeof bodyRefusals) {
  sendJson(res, status, { error: bodyRefusals[status] })
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Cache-Control', 'no-store')
  res.end(JSON.stringify(body))
}
