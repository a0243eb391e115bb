import type { IncomingMessage, ServerResponse } from 'node:http'
import { SignatureCheckUnavailableError, SignInRejectedError } from '../../errors/auth'
import { clientAddress, discardRest, fromAppOrigin, isJson, sendJson } from './httpGuards'
import { logAuthProblem } from './logRedaction'
import { type AuthServices, servicesOfProcess } from './services'
import { type AuthRouteName, type AuthSettings, processAuthSettings } from './settings'

export type AuthRouteHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>

export type AuthRouteDependencies = {
  /** Undefined when sign-in is off; throws when a setting is missing. Default: this process's. */
  settings?: () => AuthSettings | undefined
  /** The store, rate limits and nodes for these settings. Default: one set per process. */
  services?: (settings: AuthSettings) => AuthServices
  now?: () => Date
}

export type RouteContext = {
  req: IncomingMessage
  res: ServerResponse
  settings: AuthSettings
  services: AuthServices
  now: Date
}

/**
 * The guards every sign-in route passes, in order: 404 unless sign-in is on; 500 when a
 * required setting is missing (fail closed); 405 for another method; 429 with Retry-After past
 * the client's budget; 403 from another origin or site, and 415 for a POST that is not
 * application/json. Only then does the route run. Whatever the answer, a body still arriving
 * after it is dropped for a moment, then its connection cut.
 */
export function authRoute(
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
