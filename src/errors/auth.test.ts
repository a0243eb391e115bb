import { type SpecError, specErrors } from '../../fixtures/spec/errors'
import {
  SessionSecretMissingError,
  SessionSecretTooShortError,
  SignInRejectedError,
  type SignInRejectionReason,
  SignInRequestError,
  SignInUnexpectedError,
} from './auth'

const [, , , oops] = (specErrors as readonly SpecError[]).find((error) => error.row === 'ERR-SIWE')!
  .texts!

describe('the sign-in errors', () => {
  test('SessionSecretMissingError', () => {
    expect(new SessionSecretMissingError()).toMatchInlineSnapshot(`
      [SessionSecretMissingError: SESSION_SECRET is not set: sign-in needs a secret to seal the session cookie.

      Docs: ./docs/auth-and-transactions.md#environment
      Details: Set SESSION_SECRET (at least 32 characters) in the environment.]
    `)
  })

  test('SessionSecretTooShortError', () => {
    expect(new SessionSecretTooShortError({ length: 12 })).toMatchInlineSnapshot(`
      [SessionSecretTooShortError: SESSION_SECRET is too short: 12 characters, at least 32 needed.

      Docs: ./docs/auth-and-transactions.md#environment]
    `)
  })

  test('SignInRejectedError: one message per reason', () => {
    const reasons: SignInRejectionReason[] = [
      'malformed',
      'nonce',
      'domain',
      'uri',
      'chain',
      'expired',
      'signature',
    ]
    expect(reasons.map((reason) => new SignInRejectedError(reason).message)).toMatchInlineSnapshot(`
      [
        "The sign-in message is not a valid EIP-4361 message.",
        "The sign-in nonce is unknown, used or expired.",
        "The sign-in message is for another domain.",
        "The sign-in message is for another address.",
        "The sign-in message is for a chain that is not configured.",
        "The sign-in message has expired or is not valid yet.",
        "The signature does not match the sign-in message.",
      ]
    `)
  })

  test('SignInRequestError', () => {
    expect(new SignInRequestError({ route: 'nonce', status: 500 })).toMatchInlineSnapshot(
      `[SignInRequestError: The sign-in nonce request failed with status 500.]`,
    )
    expect(new SignInRequestError({ route: 'session' })).toMatchInlineSnapshot(
      `[SignInRequestError: The sign-in session request failed.]`,
    )
  })

  test(`ERR-SIWE: SignInUnexpectedError reads '${oops}', what failed in the details`, () => {
    const session = new SignInUnexpectedError('session')
    const logout = new SignInUnexpectedError('logout')
    expect(session.shortMessage).toBe(oops)
    expect(logout.shortMessage).toBe(oops)
    expect(session).toMatchInlineSnapshot(`
      [SignInUnexpectedError: Oops, something went wrong!

      Details: We could not check whether you are signed in. You can still connect and sign in.]
    `)
    expect(logout).toMatchInlineSnapshot(`
      [SignInUnexpectedError: Oops, something went wrong!

      Details: Signing out failed: you are still signed in.]
    `)
  })
})
