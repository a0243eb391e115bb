import { createSessionRoute } from '../../../src/auth/server/sessionRoute'

/** The routes read their bodies themselves, within their own small limit. */
export const config = { api: { bodyParser: false } }

/** GET /api/auth/session: { authenticated, address?, chainId? } for this browser. */
export default createSessionRoute()
