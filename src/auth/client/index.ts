export { createSiweAdapter, signInMessageTtlMs, signInStatement } from './createSiweAdapter'
export {
  type SignInErrorState,
  SiweAuthentication,
  type SiweAuthenticationProps,
  type SiweAuthenticationSettings,
  useSignInError,
} from './SiweAuthentication'
export {
  defaultSignInApiBase,
  type SignInApiSettings,
  type SignInSessionState,
} from './signInApi'
export { parseSessionState, useSignInStatus } from './useSignInStatus'
