import { createNonceRoute, defaultAuthRouteDependencies } from '../../../src/auth/server/authRoutes'

/** GET /api/auth/nonce: a fresh single-use sign-in nonce. */
export default createNonceRoute(defaultAuthRouteDependencies())
