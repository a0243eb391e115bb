import { createNonceRoute } from '../../../src/auth/server/nonceRoute'

/** The routes read their bodies themselves, within their own small limit. */
export const config = { api: { bodyParser: false } }

/** GET /api/auth/nonce: a fresh single-use sign-in nonce, bound to this browser. */
export default createNonceRoute()
