import { SessionSecretMissingError, SessionSecretTooShortError } from '../../errors/auth'
import { createSessionOptions } from './sessionOptions'
import { developmentSessionSecret, resolveSessionSecret } from './sessionSecret'

describe('the session secret and cookie', () => {
  test('SESSION_SECRET is used when it has at least 32 characters', () => {
    const secret = 'x'.repeat(32)
    expect(resolveSessionSecret({ SESSION_SECRET: secret, NODE_ENV: 'production' })).toBe(secret)
  })

  test('production without SESSION_SECRET fails with a clear error', () => {
    expect(() => resolveSessionSecret({ NODE_ENV: 'production' })).toThrow(
      SessionSecretMissingError,
    )
    expect(() => resolveSessionSecret({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/)
  })

  test('a short SESSION_SECRET fails in every environment', () => {
    expect(() =>
      resolveSessionSecret({ SESSION_SECRET: 'short', NODE_ENV: 'development' }),
    ).toThrow(SessionSecretTooShortError)
  })

  test('outside production a fixed development secret stands in', () => {
    expect(resolveSessionSecret({ NODE_ENV: 'development' })).toBe(developmentSessionSecret)
    expect(developmentSessionSecret.length).toBeGreaterThanOrEqual(32)
  })

  test('the cookie is httpOnly and SameSite=Lax always, Secure in production', () => {
    const production = createSessionOptions({
      NODE_ENV: 'production',
      SESSION_SECRET: 'y'.repeat(40),
    })
    expect(production.cookieOptions).toMatchObject({
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
    })
    const development = createSessionOptions({ NODE_ENV: 'development' })
    expect(development.cookieOptions).toMatchObject({
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
    })
  })
})
