import { getAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { SignInRejectedError } from '../../errors/auth'
import { parseAppOrigin } from './appOrigin'
import { readSignInMessage } from './signInMessage'
import { appMessage, testAppOrigin, testNow } from './testing/signInFixtures'

const alice = privateKeyToAccount(`0x${'a1'.repeat(32)}`)
const nonce = 'n0nce0000000000000000000000000001'
const expectations = {
  appOrigin: testAppOrigin,
  isConfiguredChain: (chainId: number) => chainId === 1 || chainId === 10,
  now: testNow,
}
const minutes = (count: number) => new Date(testNow.getTime() + count * 60_000)

function rejection(message: string, expected = expectations) {
  try {
    readSignInMessage(message, expected)
  } catch (error) {
    if (error instanceof SignInRejectedError) return error.reason
    throw error
  }
  return 'accepted'
}

describe('the sign-in message checks (issue 16 items 1, 2, 10)', () => {
  test("CON-8: the app's own message is accepted, for its address, chain and nonce", () => {
    expect(readSignInMessage(appMessage(alice.address, nonce), expectations)).toEqual({
      address: alice.address,
      chainId: 1,
      nonce,
    })
  })

  test('ERR-SIWE: another domain, or this domain under another scheme, is refused', () => {
    expect(rejection(appMessage(alice.address, nonce, { domain: 'evil.example' }))).toBe('domain')
    expect(rejection(appMessage(alice.address, nonce, { domain: 'plaza.test:8443' }))).toBe(
      'domain',
    )
    expect(rejection(appMessage(alice.address, nonce, { scheme: 'http' }))).toBe('domain')
    // EIP-4361: no scheme means https, right for an https app, wrong for an http one.
    expect(rejection(appMessage(alice.address, nonce, { scheme: undefined }))).toBe('accepted')
    const httpApp = { ...expectations, appOrigin: parseAppOrigin('http://127.0.0.1:4150') }
    const noScheme = appMessage(alice.address, nonce, {
      scheme: undefined,
      domain: '127.0.0.1:4150',
      uri: 'http://127.0.0.1:4150',
    })
    expect(rejection(noScheme, httpApp)).toBe('domain')
  })

  test('ERR-SIWE: a URI on another origin, or http:// for an https app, is refused', () => {
    expect(rejection(appMessage(alice.address, nonce, { uri: 'https://evil.example/login' }))).toBe(
      'uri',
    )
    expect(rejection(appMessage(alice.address, nonce, { uri: 'http://plaza.test' }))).toBe('uri')
    expect(
      rejection(appMessage(alice.address, nonce, { uri: 'https://plaza.test.evil.example' })),
    ).toBe('uri')
    expect(
      rejection(appMessage(alice.address, nonce, { uri: 'https://plaza.test/any/path' })),
    ).toBe('accepted')
  })

  test('ERR-SIWE: a chain the app does not serve is refused', () => {
    expect(rejection(appMessage(alice.address, nonce, { chainId: 31337 }))).toBe('chain')
  })

  test('ERR-SIWE: expirationTime is required, in the future and at most ten minutes after issuedAt', () => {
    expect(rejection(appMessage(alice.address, nonce, { expirationTime: undefined }))).toBe(
      'expired',
    )
    expect(
      rejection(
        appMessage(alice.address, nonce, { expirationTime: minutes(-1), issuedAt: minutes(-3) }),
      ),
    ).toBe('expired')
    expect(rejection(appMessage(alice.address, nonce, { expirationTime: minutes(60) }))).toBe(
      'expired',
    )
  })

  test('ERR-SIWE: issuedAt in year 2999, long ago or not a date is refused; notBefore ahead too', () => {
    expect(
      rejection(
        appMessage(alice.address, nonce, {
          issuedAt: new Date('2999-01-01T00:00:00.000Z'),
          expirationTime: new Date('2999-01-01T00:05:00.000Z'),
        }),
      ),
    ).toBe('expired')
    expect(rejection(appMessage(alice.address, nonce, { issuedAt: minutes(-30) }))).toBe('expired')
    const garbage = appMessage(alice.address, nonce).replace(
      /Issued At: .*/,
      'Issued At: yesterday-ish',
    )
    expect(rejection(garbage)).toBe('malformed')
    expect(rejection(appMessage(alice.address, nonce, { notBefore: minutes(2) }))).toBe('expired')
  })

  test('ERR-SIWE: an address that is not EIP-55 checksummed is refused, not stored as sent', () => {
    const lower = appMessage(alice.address, nonce).replace(
      alice.address,
      alice.address.toLowerCase(),
    )
    expect(lower).toContain(alice.address.toLowerCase())
    expect(rejection(lower)).toBe('malformed')
    expect(getAddress(alice.address)).toBe(alice.address)
  })

  test('ERR-SIWE: text hidden after the message, a doubled field or a missing version is refused', () => {
    const message = appMessage(alice.address, nonce)
    expect(rejection(`${message}\nURI: https://evil.example`)).toBe('malformed')
    expect(rejection(`${message}\n\nanything`)).toBe('malformed')
    expect(rejection(message.replace('Version: 1', 'Version: 2'))).toBe('malformed')
    expect(rejection('not a sign-in message')).toBe('malformed')
  })

  test('ERR-SIWE: a message longer than the cap is refused before it is parsed', () => {
    const padded = appMessage(alice.address, nonce, { statement: 'x'.repeat(20_000) })
    const started = performance.now()
    expect(rejection(padded)).toBe('too-large')
    // viem's parser takes ~110 ms on 20 KB; refused unparsed, it costs nothing measurable.
    expect(performance.now() - started).toBeLessThan(5)
  })
})
