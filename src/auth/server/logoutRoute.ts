import { openSession, revoke } from './cookies'
import { readBody, refuseBody, sendJson } from './httpGuards'
import { type AuthRouteDependencies, authRoute, type RouteContext } from './routePipeline'
import { maxBodyBytes } from './settings'

/** POST (JSON): ends the session server-side (its id is revoked) and clears the cookie. */
export function createLogoutRoute(dependencies: AuthRouteDependencies = {}) {
  return authRoute('logout', 'POST', dependencies, logout)
}

async function logout({ req, res, settings, services, now }: RouteContext) {
  const body = await readBody(req, { limit: maxBodyBytes })
  if (!body.ok) return refuseBody(res, body.status)
  const session = await openSession(req, res, settings)
  await revoke(session, services.store, now)
  session.destroy()
  sendJson(res, 200, { authenticated: false })
}
