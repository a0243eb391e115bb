import { createLogoutRoute, defaultAuthRouteDependencies } from '../../../src/auth/server'

/** POST /api/auth/logout: ends the session and clears the cookie. */
export default createLogoutRoute(defaultAuthRouteDependencies())
