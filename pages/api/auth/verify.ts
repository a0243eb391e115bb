import {
  createVerifyRoute,
  defaultAuthRouteDependencies,
} from '../../../src/auth/server/authRoutes'

/** POST /api/auth/verify { message, signature }: checks the sign-in, sets the session cookie. */
export default createVerifyRoute(defaultAuthRouteDependencies())
