import { errorDocs } from './docs'
import { PlazaError } from './PlazaError'

/** The shortest secret iron-session accepts for sealing the session cookie. */
export const minSessionSecretLength = 32

export type SessionSecretMissingErrorType = SessionSecretMissingError & {
  name: 'SessionSecretMissingError'
}
/** Production without SESSION_SECRET: the session cookie cannot be sealed safely. */
export class SessionSecretMissingError extends PlazaError {
  override name = 'SessionSecretMissingError'
  constructor() {
    super('SESSION_SECRET is not set: sign-in needs a secret to seal the session cookie.', {
      details: `Set SESSION_SECRET (at least ${minSessionSecretLength} characters) in the environment.`,
      ...errorDocs.signInEnvironment,
    })
  }
}

export type SessionSecretTooShortErrorType = SessionSecretTooShortError & {
  name: 'SessionSecretTooShortError'
}
export class SessionSecretTooShortError extends PlazaError {
  override name = 'SessionSecretTooShortError'
  constructor({ length }: { length: number }) {
    super(
      `SESSION_SECRET is too short: ${length} characters, at least ${minSessionSecretLength} needed.`,
      errorDocs.signInEnvironment,
    )
  }
}

/** Why the server refused a sign-in message. */
export type SignInRejectionReason =
  | 'malformed'
  | 'nonce'
  | 'domain'
  | 'uri'
  | 'chain'
  | 'expired'
  | 'signature'

const rejectionMessages: Record<SignInRejectionReason, string> = {
  malformed: 'The sign-in message is not a valid EIP-4361 message.',
  nonce: 'The sign-in nonce is unknown, used or expired.',
  domain: 'The sign-in message is for another domain.',
  uri: 'The sign-in message is for another address.',
  chain: 'The sign-in message is for a chain that is not configured.',
  expired: 'The sign-in message has expired or is not valid yet.',
  signature: 'The signature does not match the sign-in message.',
}

export type SignInRejectedErrorType = SignInRejectedError & { name: 'SignInRejectedError' }
/** A sign-in message the server does not accept; `reason` says which check failed. */
export class SignInRejectedError extends PlazaError {
  override name = 'SignInRejectedError'
  readonly reason: SignInRejectionReason
  constructor(reason: SignInRejectionReason, options: { cause?: unknown } = {}) {
    super(rejectionMessages[reason], options)
    this.reason = reason
  }
}

export type SignInRequestErrorType = SignInRequestError & { name: 'SignInRequestError' }
/** A sign-in API route did not answer as expected (the browser side). */
export class SignInRequestError extends PlazaError {
  override name = 'SignInRequestError'
  constructor({ route, status }: { route: string; status?: number }) {
    super(`The sign-in ${route} request failed${status ? ` with status ${status}` : ''}.`)
  }
}

/** A sign-in call outside the 'Verify your account' dialog's three steps. */
export type SignInUnexpectedStep = 'session' | 'logout'

const unexpectedDetails: Record<SignInUnexpectedStep, string> = {
  session: 'We could not check whether you are signed in. You can still connect and sign in.',
  logout: 'Signing out failed: you are still signed in.',
}

export type SignInUnexpectedErrorType = SignInUnexpectedError & { name: 'SignInUnexpectedError' }
/**
 * ERR-SIWE's 'anything else': a sign-in call the dialog does not make failed (the session
 * lookup on load, the logout). RainbowKit 2.2.11's dialog never reaches its own 'Oops' text
 * (each of its steps catches its own error), so the app shows this one itself.
 */
export class SignInUnexpectedError extends PlazaError {
  override name = 'SignInUnexpectedError'
  readonly step: SignInUnexpectedStep
  constructor(step: SignInUnexpectedStep, options: { cause?: unknown } = {}) {
    super('Oops, something went wrong!', { details: unexpectedDetails[step], cause: options.cause })
    this.step = step
  }
}
