import { openSession } from './cookies'
import { sendJson } from './httpGuards'
import { type AuthRouteDependencies, authRoute, type RouteContext } from './routePipeline'
import { sessionTtlSeconds } from './settings'

/** GET: whether this browser is signed in, and as whom; a revoked or stale cookie is cleared. */
export function createSessionRoute(dependencies: AuthRouteDependencies = {}) {
  return authRoute('session', 'GET', dependencies, readSession)
}

async function readSession({ req, res, settings, services, now }: RouteContext) {
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
}
