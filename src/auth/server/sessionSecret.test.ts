import { sealData, unsealData } from 'iron-session'
import {
  InvalidSessionSecretError,
  SessionSecretMissingError,
  SessionSecretTooShortError,
} from '../../errors/auth'
import { createSessionOptions, sessionCookieName } from './sessionOptions'
import { developmentSessionSecret, resolveSessionPasswords } from './sessionSecret'

const oldSecret = 'o'.repeat(40)
const newSecret = 'n'.repeat(40)

describe('the session secret fails closed (issue 16 item 3)', () => {
  test('ST-8: SESSION_SECRET is required unless NODE_ENV is explicitly development or test', () => {
    for (const NODE_ENV of ['production', 'staging', undefined, '', 'Development']) {
      expect(() => resolveSessionPasswords({ NODE_ENV })).toThrow(SessionSecretMissingError)
      expect(() => resolveSessionPasswords({ NODE_ENV })).toThrow(/SESSION_SECRET/)
    }
    expect(resolveSessionPasswords({ NODE_ENV: 'production', SESSION_SECRET: newSecret })).toEqual({
      1: newSecret,
    })
  })

  test('ST-8: development and test get a random secret made per process, not a constant of the source', () => {
    const development = resolveSessionPasswords({ NODE_ENV: 'development' })
    expect(development).toEqual({ 1: developmentSessionSecret() })
    expect(resolveSessionPasswords({ NODE_ENV: 'test' })).toEqual(development)
    expect(developmentSessionSecret()).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // Not the old public constant, nor anything written in this module.
    expect(developmentSessionSecret()).not.toContain('plaza-social-development')
  })

  test('ST-8: a short secret fails in every environment, naming no secret', () => {
    expect(() =>
      resolveSessionPasswords({ SESSION_SECRET: 'short', NODE_ENV: 'development' }),
    ).toThrow(SessionSecretTooShortError)
    expect(() =>
      resolveSessionPasswords({ SESSION_SECRET: JSON.stringify({ 2: newSecret, 1: 'short' }) }),
    ).toThrow('SESSION_SECRET (secret 1) is too short: 5 characters, at least 32 needed.')
  })

  test('ST-8: a malformed rotation map is refused without printing its contents', () => {
    for (const value of ['{"2":', '{"a":"x"}', '{}', '{"1":5}', `{"0":"${newSecret}"}`]) {
      const attempt = () => resolveSessionPasswords({ SESSION_SECRET: value })
      expect(attempt).toThrow(InvalidSessionSecretError)
      try {
        attempt()
      } catch (error) {
        expect(String((error as Error).message)).not.toContain(newSecret)
      }
    }
  })

  test('ST-8: rotation: the highest id seals, a cookie sealed with the previous secret still opens', async () => {
    const sealedBefore = await sealData({ address: '0xabc' }, { password: oldSecret })
    const passwords = resolveSessionPasswords({
      SESSION_SECRET: JSON.stringify({ 2: newSecret, 1: oldSecret }),
    })
    expect(await unsealData(sealedBefore, { password: { ...passwords } })).toEqual({
      address: '0xabc',
    })
    const sealedNow = await sealData({ address: '0xdef' }, { password: { ...passwords } })
    expect(await unsealData(sealedNow, { password: newSecret })).toEqual({})
    expect(await unsealData(sealedNow, { password: { 2: newSecret } })).toEqual({
      address: '0xdef',
    })
    // Once the old secret is dropped, its cookies no longer open.
    expect(await unsealData(sealedBefore, { password: { 2: newSecret } })).toEqual({})
  })
})

describe('the session cookie', () => {
  test('ST-8: over https it is __Host- and Secure; over http (local) plain; always httpOnly, SameSite=Lax, Path=/', () => {
    const passwords = { 1: newSecret }
    const https = createSessionOptions({ passwords, appOrigin: { scheme: 'https' } })
    expect(https.cookieName).toBe('__Host-plaza.session')
    expect(https.cookieOptions).toMatchObject({
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      path: '/',
    })
    expect(https.cookieOptions).not.toHaveProperty('domain')
    const http = createSessionOptions({ passwords, appOrigin: { scheme: 'http' } })
    expect(http.cookieName).toBe('plaza.session')
    expect(http.cookieOptions).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: false })
    expect(sessionCookieName({ scheme: 'https' })).toBe('__Host-plaza.session')
  })
})
