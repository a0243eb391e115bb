import { createLogoutRoute } from '../../../src/auth/server/logoutRoute'

/** The routes read their bodies themselves, within their own small limit. */
export const config = { api: { bodyParser: false } }

/** POST /api/auth/logout: revokes the session server-side and clears the cookie. */
export default createLogoutRoute()
