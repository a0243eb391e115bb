import {
  createSessionRoute,
  defaultAuthRouteDependencies,
} from '../../../src/auth/server/authRoutes'

/** GET /api/auth/session: { authenticated, address?, chainId? } for this browser. */
export default createSessionRoute(defaultAuthRouteDependencies())
