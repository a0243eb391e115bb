export {
  type AuthRequest,
  type AuthResponse,
  type AuthRouteDependencies,
  type AuthRouteHandler,
  createLogoutRoute,
  createNonceRoute,
  createSessionRoute,
  createVerifyRoute,
  defaultAuthRouteDependencies,
} from './authRoutes'
export { createMemoryNonceStore, type NonceStore, nonceTtlMs, sharedNonceStore } from './nonceStore'
export { createServerVerifiers, serverRpcUrls } from './serverVerifiers'
export {
  createSessionOptions,
  type SignInSession,
  sessionCookieName,
  sessionTtlSeconds,
} from './sessionOptions'
export { developmentSessionSecret, resolveSessionSecret } from './sessionSecret'
export { type SignedInAccount, type SiweVerifier, verifySignIn } from './verifySignIn'
