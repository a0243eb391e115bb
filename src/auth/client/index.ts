export { createSiweAdapter, signInMessageTtlMs, signInStatement } from './createSiweAdapter'
export {
  SiweAuthentication,
  type SiweAuthenticationProps,
  type SiweAuthenticationSettings,
} from './SiweAuthentication'
export {
  defaultSignInApiBase,
  type SignInApiSettings,
  type SignInSessionState,
} from './signInApi'
export { useSignInStatus } from './useSignInStatus'
