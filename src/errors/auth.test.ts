import { siweOopsError } from '../../fixtures/spec/errors'
import {
  AppOriginMissingError,
  InvalidAppOriginError,
  InvalidRedisUrlError,
  InvalidSessionSecretError,
  SessionSecretMissingError,
  SessionSecretTooShortError,
  SignatureCheckUnavailableError,
  SignInRejectedError,
  type SignInRejectionReason,
  SignInRequestError,
  SignInUnexpectedError,
} from './auth'

describe('the sign-in errors', () => {
  test('the deployment settings sign-in needs: never printing a secret', () => {
    expect(new SessionSecretMissingError()).toMatchInlineSnapshot(`
      [SessionSecretMissingError: SESSION_SECRET is not set: sign-in needs a secret to seal the session cookie.

      Docs: ./docs/auth-and-transactions.md#environment
      Details: Set SESSION_SECRET (at least 32 characters) in the environment; only NODE_ENV=development or test makes up a random one per process.]
    `)
    expect(new SessionSecretTooShortError({ length: 12 })).toMatchInlineSnapshot(`
      [SessionSecretTooShortError: SESSION_SECRET is too short: 12 characters, at least 32 needed.

      Docs: ./docs/auth-and-transactions.md#environment]
    `)
    expect(new InvalidSessionSecretError()).toMatchInlineSnapshot(`
      [InvalidSessionSecretError: SESSION_SECRET is neither one secret nor a JSON map of numbered secrets.

      Docs: ./docs/security.md#what-a-deployer-sets
      Details: Rotation: SESSION_SECRET='{"2":"<new secret>","1":"<old secret>"}' seals with the highest id and still opens cookies sealed with the others.]
    `)
    expect(new AppOriginMissingError()).toMatchInlineSnapshot(`
      [AppOriginMissingError: APP_ORIGIN is not set: sign-in needs the origin the app is served from.

      Docs: ./docs/security.md#what-a-deployer-sets
      Details: Set APP_ORIGIN to the public origin, e.g. https://plaza.example: sign-in messages must name it.]
    `)
    expect(
      new InvalidAppOriginError({ value: 'https://plaza.example/path' }),
    ).toMatchInlineSnapshot(`
      [InvalidAppOriginError: APP_ORIGIN is not an origin: "https://plaza.example/path"; expected http(s)://host[:port] with no path.

      Docs: ./docs/security.md#what-a-deployer-sets]
    `)
    expect(new InvalidRedisUrlError()).toMatchInlineSnapshot(`
      [InvalidRedisUrlError: REDIS_URL is not a redis:// or rediss:// URL.

      Docs: ./docs/security.md#what-a-deployer-sets
      Details: e.g. REDIS_URL=redis://:password@redis.internal:6379/0; unset it to keep sign-in state in memory.]
    `)
  })

  test(`SignatureCheckUnavailableError's message is ERR-SIWE's verifying text, as the verify route's 503 answer carries it (a page reads any 5xx as the server failing and shows '${siweOopsError}'); the node's error stays in the cause`, () => {
    const error = new SignatureCheckUnavailableError({ chainId: 1, cause: new Error('node down') })
    expect(error).toMatchInlineSnapshot(`
      [SignatureCheckUnavailableError: Error verifying signature, please retry!

      Details: The node of chain 1 could not check the signature.]
    `)
    expect(error.cause).toEqual(new Error('node down'))
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

  test(`ERR-SIWE: SignInUnexpectedError reads '${siweOopsError}', what failed in the details`, () => {
    const session = new SignInUnexpectedError('session')
    const logout = new SignInUnexpectedError('logout')
    expect(session.shortMessage).toBe(siweOopsError)
    expect(logout.shortMessage).toBe(siweOopsError)
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
