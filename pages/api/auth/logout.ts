import {
  createLogoutRoute,
  defaultAuthRouteDependencies,
} from '../../../src/auth/server/authRoutes'

/** POST /api/auth/logout: ends the session and clears the cookie. */
export default createLogoutRoute(defaultAuthRouteDependencies())
