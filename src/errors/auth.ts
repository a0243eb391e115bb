import { PlazaError } from '@plaza-social/errors'
import { errorDocs } from './docs'

/** The shortest secret iron-session accepts for sealing the session cookie. */
export const minSessionSecretLength = 32

/**
 * SESSION_SECRET unset outside an explicit development or test environment (NODE_ENV): the
 * session cookie cannot be sealed safely, so sign-in refuses to run.
 */
export class SessionSecretMissingError extends PlazaError {
  override name = 'SessionSecretMissingError'
  constructor() {
    super('SESSION_SECRET is not set: sign-in needs a secret to seal the session cookie.', {
      details: `Set SESSION_SECRET (at least ${minSessionSecretLength} characters) in the environment; only NODE_ENV=development or test makes up a random one per process.`,
      ...errorDocs.signInEnvironment,
    })
  }
}

export class SessionSecretTooShortError extends PlazaError {
  override name = 'SessionSecretTooShortError'
  constructor({ length, id }: { length: number; id?: string }) {
    super(
      `SESSION_SECRET${id ? ` (secret ${id})` : ''} is too short: ${length} characters, at least ${minSessionSecretLength} needed.`,
      errorDocs.signInEnvironment,
    )
  }
}

/** SESSION_SECRET looks like a JSON map of secrets but is not one; the value is never printed. */
export class InvalidSessionSecretError extends PlazaError {
  override name = 'InvalidSessionSecretError'
  constructor() {
    super('SESSION_SECRET is neither one secret nor a JSON map of numbered secrets.', {
      details:
        'Rotation: SESSION_SECRET=\'{"2":"<new secret>","1":"<old secret>"}\' seals with the highest id and still opens cookies sealed with the others.',
      ...errorDocs.deployment,
    })
  }
}

/** APP_ORIGIN unset outside an explicit development or test environment. */
export class AppOriginMissingError extends PlazaError {
  override name = 'AppOriginMissingError'
  constructor() {
    super('APP_ORIGIN is not set: sign-in needs the origin the app is served from.', {
      details:
        'Set APP_ORIGIN to the public origin, e.g. https://plaza.example: sign-in messages must name it.',
      ...errorDocs.deployment,
    })
  }
}

export class InvalidAppOriginError extends PlazaError {
  override name = 'InvalidAppOriginError'
  constructor({ value }: { value: string }) {
    super(
      `APP_ORIGIN is not an origin: ${JSON.stringify(value.slice(0, 100))}; expected http(s)://host[:port] with no path.`,
      errorDocs.deployment,
    )
  }
}

/** REDIS_URL is not a redis:// or rediss:// URL; the value (it may hold a password) is never printed. */
export class InvalidRedisUrlError extends PlazaError {
  override name = 'InvalidRedisUrlError'
  constructor() {
    super('REDIS_URL is not a redis:// or rediss:// URL.', {
      details:
        'e.g. REDIS_URL=redis://:password@redis.internal:6379/0; unset it to keep sign-in state in memory.',
      ...errorDocs.deployment,
    })
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
  | 'too-large'

const rejectionMessages: Record<SignInRejectionReason, string> = {
  malformed: 'The sign-in message is not a valid EIP-4361 message.',
  nonce: 'The sign-in nonce is unknown, used or expired.',
  domain: 'The sign-in message is for another domain.',
  uri: 'The sign-in message is for another address.',
  chain: 'The sign-in message is for a chain that is not configured.',
  expired: 'The sign-in message has expired or is not valid yet.',
  signature: 'The signature does not match the sign-in message.',
  'too-large': 'The sign-in message or signature is too long.',
}

/** A sign-in message the server does not accept; `reason` says which check failed. */
export class SignInRejectedError extends PlazaError {
  override name = 'SignInRejectedError'
  readonly reason: SignInRejectionReason
  constructor(reason: SignInRejectionReason, options: { cause?: unknown } = {}) {
    super(rejectionMessages[reason], options)
    this.reason = reason
  }
}

/**
 * The chain's node could not check a contract wallet's signature (down, timing out, erroring):
 * the visitor reads ERR-SIWE's text and may retry; the node's error goes to the server log.
 */
export class SignatureCheckUnavailableError extends PlazaError {
  override name = 'SignatureCheckUnavailableError'
  constructor({ chainId, cause }: { chainId: number; cause?: unknown }) {
    super('Error verifying signature, please retry!', {
      details: `The node of chain ${chainId} could not check the signature.`,
      cause,
    })
  }
}

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
