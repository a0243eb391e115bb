import { createVerifyRoute } from '../../../src/auth/server/verifyRoute'

/** The routes read their bodies themselves, within their own small limit. */
export const config = { api: { bodyParser: false } }

/** POST /api/auth/verify { message, signature }: checks the sign-in, sets the session cookie. */
export default createVerifyRoute()
