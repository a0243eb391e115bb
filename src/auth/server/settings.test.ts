import { sealData, unsealData } from 'iron-session'
import { specChains } from '../../../fixtures/spec/chains'
import {
  AppOriginMissingError,
  InvalidAppOriginError,
  InvalidRedisUrlError,
  InvalidSessionSecretError,
  SessionSecretMissingError,
  SessionSecretTooShortError,
} from '../../errors/auth'
import { InvalidRpcUrlError } from '../../errors/config'
import { type AuthEnv, developmentSessionSecret, readAuthSettings, readOnce } from './settings'

const oldSecret = 'o'.repeat(40)
const newSecret = 'n'.repeat(40)

/** A production server with sign-in on and everything it needs, with `overrides`. */
const production = (overrides: AuthEnv = {}): AuthEnv => ({
  PLAZA_AUTH: 'siwe',
  NODE_ENV: 'production',
  APP_ORIGIN: 'https://plaza.example',
  SESSION_SECRET: newSecret,
  ...overrides,
})

const settings = (env: AuthEnv) => {
  const read = readAuthSettings(env)
  if (!read) throw new Error('sign-in is off')
  return read
}

describe('the sign-in settings from the environment', () => {
  test('CON-8: sign-in is off unless PLAZA_AUTH is exactly siwe; off, nothing else is required', () => {
    for (const PLAZA_AUTH of [undefined, '', 'SIWE', '1', 'true'])
      expect(readAuthSettings({ PLAZA_AUTH, NODE_ENV: 'production' })).toBeUndefined()
    expect(settings(production())).toEqual({
      appOrigin: { origin: 'https://plaza.example', host: 'plaza.example', scheme: 'https' },
      sessionPasswords: { 1: newSecret },
      redisUrl: undefined,
      trustedProxyHops: 0,
      nodeUrls: expect.any(Object),
    })
  })

  test('CON-8: read once, its value or its failure kept', () => {
    let reads = 0
    const counted = readOnce(() => ++reads)
    expect([counted(), counted(), reads]).toEqual([1, 1, 1])
    const failure = new Error('APP_ORIGIN is not set')
    let attempts = 0
    const failing = readOnce(() => {
      attempts++
      throw failure
    })
    expect(failing).toThrow(failure)
    expect(failing).toThrow(failure)
    expect(attempts).toBe(1)
  })
})

describe('the configured app origin', () => {
  test('CON-8: APP_ORIGIN gives the origin, host and scheme sign-in messages must name', () => {
    // The https origin: the first test.
    expect(
      settings(production({ APP_ORIGIN: 'http://127.0.0.1:4150/', NODE_ENV: undefined })).appOrigin,
    ).toEqual({ origin: 'http://127.0.0.1:4150', host: '127.0.0.1:4150', scheme: 'http' })
  })

  test('CON-8: required unless NODE_ENV is explicitly development or test, where localhost:PORT stands in', () => {
    for (const NODE_ENV of ['production', 'staging', undefined])
      expect(() => readAuthSettings(production({ NODE_ENV, APP_ORIGIN: undefined }))).toThrow(
        AppOriginMissingError,
      )
    expect(
      settings(production({ NODE_ENV: 'development', APP_ORIGIN: '', PORT: '4300' })).appOrigin
        .origin,
    ).toBe('http://localhost:4300')
    expect(settings(production({ NODE_ENV: 'test', APP_ORIGIN: undefined })).appOrigin).toEqual({
      origin: 'http://localhost:3000',
      host: 'localhost:3000',
      scheme: 'http',
    })
  })

  test('CON-8: anything but a bare http(s) origin is refused', () => {
    for (const APP_ORIGIN of [
      'plaza.example',
      'https://plaza.example/app',
      'https://plaza.example?x=1',
      'https://user:pass@plaza.example',
      'ftp://plaza.example',
      'javascript:alert(1)',
    ])
      expect(() => readAuthSettings(production({ APP_ORIGIN }))).toThrow(InvalidAppOriginError)
  })
})

describe('the session secret fails closed', () => {
  test('SESSION_SECRET is required unless NODE_ENV is explicitly development or test', () => {
    for (const NODE_ENV of ['production', 'staging', undefined, '', 'Development']) {
      const attempt = () => readAuthSettings(production({ NODE_ENV, SESSION_SECRET: undefined }))
      expect(attempt).toThrow(SessionSecretMissingError)
      expect(attempt).toThrow(/SESSION_SECRET/)
    }
  })

  test('development and test get a random secret made per process, not a constant of the source', () => {
    const development = settings(production({ NODE_ENV: 'development', SESSION_SECRET: '' }))
    expect(development.sessionPasswords).toEqual({ 1: developmentSessionSecret() })
    expect(
      settings(production({ NODE_ENV: 'test', SESSION_SECRET: undefined })).sessionPasswords,
    ).toEqual(development.sessionPasswords)
    expect(developmentSessionSecret()).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // Not the old public constant, nor anything written in this module.
    expect(developmentSessionSecret()).not.toContain('plaza-social-development')
  })

  test('a short secret fails in every environment, naming no secret', () => {
    expect(() =>
      readAuthSettings(production({ SESSION_SECRET: 'short', NODE_ENV: 'development' })),
    ).toThrow('SESSION_SECRET is too short: 5 characters, at least 32 needed.')
    expect(() =>
      readAuthSettings(
        production({ SESSION_SECRET: JSON.stringify({ 2: newSecret, 1: 'short' }) }),
      ),
    ).toThrow('SESSION_SECRET (secret 1) is too short: 5 characters, at least 32 needed.')
    expect(() => readAuthSettings(production({ SESSION_SECRET: 's'.repeat(31) }))).toThrow(
      SessionSecretTooShortError,
    )
    expect(settings(production({ SESSION_SECRET: 's'.repeat(32) })).sessionPasswords).toEqual({
      1: 's'.repeat(32),
    })
  })

  test('a malformed rotation map is refused without printing its contents', () => {
    for (const value of [
      '{"2":',
      '{"a":"x"}',
      '{}',
      '{"1":5}',
      `{"0":"${newSecret}"}`,
      `{"1234567890":"${newSecret}"}`,
      ` {"1":"${newSecret}","x":"${newSecret}"}`,
      '{"1":null}',
    ]) {
      const attempt = () => readAuthSettings(production({ SESSION_SECRET: value }))
      expect(attempt, value).toThrow(InvalidSessionSecretError)
      expect(attempt).not.toThrow(newSecret)
    }
    expect(() => readAuthSettings(production({ SESSION_SECRET: '{"1":"x"} garbage' }))).toThrow(
      InvalidSessionSecretError,
    )
  })

  test('rotation: the highest id seals, a cookie sealed with the previous secret still opens', async () => {
    const sealedBefore = await sealData({ address: '0xabc' }, { password: oldSecret })
    const { sessionPasswords: passwords } = settings(
      production({ SESSION_SECRET: ` ${JSON.stringify({ 2: newSecret, 1: oldSecret })}` }),
    )
    expect(passwords).toEqual({ 2: newSecret, 1: oldSecret })
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

describe('the store, the proxies in front and the nodes', () => {
  test('REDIS_URL is a redis:// or rediss:// URL, never printed; unset keeps the store in memory', () => {
    expect(settings(production({ REDIS_URL: '' })).redisUrl).toBeUndefined()
    for (const REDIS_URL of ['redis://:pw@redis.internal:6379/0', 'rediss://redis.internal'])
      expect(settings(production({ REDIS_URL })).redisUrl).toBe(REDIS_URL)
    for (const REDIS_URL of ['http://:pw@redis.internal', 'redis.internal:6379', 'not a url']) {
      const attempt = () => readAuthSettings(production({ REDIS_URL }))
      expect(attempt).toThrow(InvalidRedisUrlError)
      expect(attempt).not.toThrow('pw')
    }
  })

  test('PLAZA_TRUSTED_PROXY_HOPS is a small whole number, else none', () => {
    for (const [value, hops] of [
      ['1', 1],
      ['0', 0],
      ['10', 10],
    ] as const)
      expect(settings(production({ PLAZA_TRUSTED_PROXY_HOPS: value })).trustedProxyHops).toBe(hops)
    for (const value of [undefined, '', 'yes', '-1', '1.5', '11', '99'])
      expect(settings(production({ PLAZA_TRUSTED_PROXY_HOPS: value })).trustedProxyHops).toBe(0)
  })

  test('each configured chain has a node; PLAZA_SIWE_RPC_URL_<chainId> takes the place of the app’s, for the server alone', () => {
    const server = 'https://node.example/v2/server-key'
    const { nodeUrls } = settings(production({ PLAZA_SIWE_RPC_URL_10: server }))
    for (const chain of specChains) expect(nodeUrls[chain.id], chain.name).toMatch(/^https?:\/\//)
    expect(nodeUrls[10]).toBe(server)
    expect(nodeUrls[1]).not.toBe(server)
    expect(() =>
      readAuthSettings(production({ PLAZA_SIWE_RPC_URL_1: 'https://user:pw@node.example' })),
    ).toThrow(InvalidRpcUrlError)
  })

  test("CALL-2: otherwise the app's node of the chain: its NEXT_PUBLIC_RPC_URL_<chainId>, else the local chain's, else the public default", () => {
    const app = 'https://polygon.node.example/'
    const local = 'http://127.0.0.1:8545'
    vi.stubEnv('NEXT_PUBLIC_RPC_URLS', JSON.stringify({ 137: app }))
    vi.stubEnv('NEXT_PUBLIC_LOCAL_RPC_URLS', JSON.stringify({ 137: local, 10: local }))
    try {
      const { nodeUrls } = settings(production({ PLAZA_SIWE_RPC_URL_1: 'https://one.example' }))
      expect([nodeUrls[1], nodeUrls[137], nodeUrls[10]]).toEqual([
        'https://one.example',
        app,
        local,
      ])
      expect(nodeUrls[42161]).toMatch(/^https:\/\/.*arb/)
      vi.stubEnv('NEXT_PUBLIC_RPC_URLS', JSON.stringify({ 137: 'wss://x.example/a b' }))
      expect(() => readAuthSettings(production())).toThrow(/NEXT_PUBLIC_RPC_URL_<chainId>/)
      vi.stubEnv('NEXT_PUBLIC_RPC_URLS', '')
      vi.stubEnv('NEXT_PUBLIC_LOCAL_RPC_URLS', JSON.stringify({ 10: 'ftp://x.example' }))
      expect(() => readAuthSettings(production())).toThrow(/the local chains manifest/)
    } finally {
      vi.unstubAllEnvs()
    }
  })
})
