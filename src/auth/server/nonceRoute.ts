import { bindingCookie, readBindingToken } from './cookies'
import { sendJson } from './httpGuards'
import { bindingOf, newBindingToken, newNonce } from './nonceBinding'
import { type AuthRouteDependencies, authRoute, type RouteContext } from './routePipeline'
import { nonceTtlMs } from './settings'

/** GET: a fresh single-use nonce, bound to this browser's token (set or refreshed in a cookie). */
export function createNonceRoute(dependencies: AuthRouteDependencies = {}) {
  return authRoute('nonce', 'GET', dependencies, issueNonce)
}

async function issueNonce({ req, res, settings, services }: RouteContext) {
  const { appOrigin } = settings
  const token = readBindingToken(req, appOrigin) ?? newBindingToken()
  const nonce = newNonce()
  await services.store.saveNonce(nonce, bindingOf(token), nonceTtlMs)
  res.setHeader('Set-Cookie', bindingCookie(appOrigin, token))
  sendJson(res, 200, { nonce })
}
