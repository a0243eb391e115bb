import fc from 'fast-check'
import { getAddress, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { specAppLimits } from '../../../fixtures/spec/appLimits'
import { SignInRejectedError } from '../../errors/auth'
import { bindingOf, newBindingToken, newNonce } from './nonceBinding'
import { parseAppOrigin } from './settings'
import { type SignatureVerifier, signatureMatches } from './signatureMatches'
import { verifySignIn } from './signInChecks'
import { readSignInMessage } from './signInMessage'
import { createMemoryAuthStore } from './store'
import { appMessage, type MessageFields, testAppOrigin, testNow } from './testing/signInFixtures'

const alice = privateKeyToAccount(`0x${'a1'.repeat(32)}`)
const mallory = privateKeyToAccount(`0x${'b2'.repeat(32)}`)
const contractWallet = getAddress('0x00000000000000000000000000000000000c0de1')
const nonce = 'n0nce0000000000000000000000000001'
const expectations = {
  appOrigin: testAppOrigin,
  isConfiguredChain: (chainId: number) => chainId === 1 || chainId === 10,
  now: testNow,
}

function rejection(message: string, expected = expectations) {
  try {
    readSignInMessage(message, expected)
  } catch (error) {
    if (error instanceof SignInRejectedError) return error.reason
    throw error
  }
  return 'accepted'
}

/** The outcome for the app's own message for alice, with `overrides`. */
const checked = (overrides: Partial<MessageFields>, expected = expectations) =>
  rejection(appMessage(alice.address, nonce, overrides), expected)
const httpApp = { ...expectations, appOrigin: parseAppOrigin('http://127.0.0.1:4150') }

describe('the sign-in message checks', () => {
  test("CON-8: the app's own message is accepted, for its address, chain and nonce", () => {
    expect(readSignInMessage(appMessage(alice.address, nonce), expectations)).toEqual({
      address: alice.address,
      chainId: 1,
      nonce,
    })
  })

  // Another domain, a URI on another origin, an unknown chain, an expired message or one not
  // valid yet: routes.node.test.ts, through the verify route; times out of bounds: the limits.
  test.each<[string, string, Partial<MessageFields>, typeof expectations?]>([
    ['this domain on another port', 'domain', { domain: 'plaza.test:8443' }],
    ['this domain under another scheme', 'domain', { scheme: 'http' }],
    // EIP-4361: no scheme means https, right for an https app, wrong for an http one.
    ['no scheme, for an https app', 'accepted', { scheme: undefined }],
    [
      'no scheme, for an http app',
      'domain',
      { scheme: undefined, domain: '127.0.0.1:4150', uri: 'http://127.0.0.1:4150' },
      httpApp,
    ],
    ['an http:// URI for an https app', 'uri', { uri: 'http://plaza.test' }],
    ['a URI on a host that starts like the app', 'uri', { uri: 'https://plaza.test.evil.example' }],
    ['a URI on a path of the app', 'accepted', { uri: 'https://plaza.test/any/path' }],
    ['no expirationTime', 'expired', { expirationTime: undefined }],
  ])('%s: %s', (_name, reason, overrides, app) => {
    expect(checked(overrides, app)).toBe(reason)
  })

  test('a lowercase (not EIP-55) address, a date that is not one, hidden text, a doubled field or a missing version is malformed', () => {
    const message = appMessage(alice.address, nonce)
    for (const malformed of [
      message.replace(alice.address, alice.address.toLowerCase()),
      message.replace(/Issued At: .*/, 'Issued At: yesterday-ish'),
      `${message}\nURI: https://evil.example`,
      `${message}\n\nanything`,
      message.replace('Version: 1', 'Version: 2'),
      'not a sign-in message',
    ])
      expect(rejection(malformed), malformed).toBe('malformed')
  })

  test('the limits hold to the millisecond and the character', () => {
    const at = (milliseconds: number) => new Date(testNow.getTime() + milliseconds)
    // Issued at most a minute ahead (clock skew), and at most five minutes (plus skew) ago.
    expect(checked({ issuedAt: at(60_000) })).toBe('accepted')
    expect(checked({ issuedAt: at(60_001) })).toBe('expired')
    const expirationTime = at(60_000)
    expect(checked({ issuedAt: at(-300_000), expirationTime })).toBe('accepted')
    expect(checked({ issuedAt: at(-360_000), expirationTime })).toBe('accepted')
    expect(checked({ issuedAt: at(-360_001), expirationTime })).toBe('expired')
    // Expiring after now, at most ten minutes after it was issued.
    expect(checked({ expirationTime: at(0) })).toBe('expired')
    expect(checked({ expirationTime: at(1) })).toBe('accepted')
    expect(checked({ expirationTime: at(600_000) })).toBe('accepted')
    expect(checked({ expirationTime: at(600_001) })).toBe('expired')
    // Valid from notBefore on.
    expect(checked({ notBefore: at(0) })).toBe('accepted')
    expect(checked({ notBefore: at(1) })).toBe('expired')
    // At most 2 048 characters.
    const base = appMessage(alice.address, nonce, { statement: 'x' }).length - 1
    expect(checked({ statement: 'x'.repeat(2048 - base) })).toBe('accepted')
    expect(checked({ statement: 'x'.repeat(2049 - base) })).toBe('too-large')
  })
})

function node(answer: () => Promise<boolean>) {
  const calls: unknown[] = []
  const verifier: SignatureVerifier = {
    verifyMessage: (parameters) => {
      calls.push(parameters)
      return answer()
    },
  }
  return { verifier, calls }
}

describe('signature checks: local first, the node only for contract wallets', () => {
  const message = 'Sign in'

  test('CON-8: a contract wallet (ERC-1271 / ERC-6492) is checked by the chain node', async () => {
    const { verifier, calls } = node(async () => true)
    const signature = `0x${'11'.repeat(400)}` as const
    expect(
      await signatureMatches({ address: contractWallet, message, signature, chainId: 1, verifier }),
    ).toBe(true)
    expect(calls).toEqual([{ address: contractWallet, message, signature }])
  })

  test('without a node, a signature that does not recover is refused', async () => {
    const signature = await alice.signMessage({ message: 'something else' })
    expect(
      await signatureMatches({
        address: alice.address,
        message,
        signature,
        chainId: 1,
        verifier: undefined,
      }),
    ).toBe(false)
  })
})

/**
 * The node as it answers for an ordinary account (no contract there: not valid), counting the
 * questions: ordinary signatures are recovered locally, so a good one asks it nothing.
 */
function eoaNode() {
  const node = { calls: 0 } as SignatureVerifier & { calls: number }
  node.verifyMessage = async () => {
    node.calls++
    return false
  }
  return node
}

async function setup() {
  const store = createMemoryAuthStore({ now: () => testNow.getTime() })
  const token = newBindingToken()
  const nonce = newNonce()
  const node = eoaNode()
  await store.saveNonce(nonce, bindingOf(token), specAppLimits.signInNonceTtlMs)
  const attempt = (message: string, signature: Hex, browser: { token?: string } = { token }) =>
    verifySignIn({
      message,
      signature,
      bindingToken: browser.token,
      store,
      verifierFor: () => node,
      appOrigin: testAppOrigin,
      isConfiguredChain: (chainId) => chainId === 1,
      now: testNow,
    })
  return { store, token, nonce, node, attempt }
}

async function reason(promise: Promise<unknown>) {
  try {
    await promise
    return 'accepted'
  } catch (error) {
    if (error instanceof SignInRejectedError) return error.reason
    throw error
  }
}

describe('verifySignIn: nonces bound to the browser, used up only by a valid attempt', () => {
  test('CON-8: a good sign-in from the browser that asked for the nonce is accepted, with no node call', async () => {
    const { nonce, node, attempt } = await setup()
    const message = appMessage(alice.address, nonce)
    expect(await attempt(message, await alice.signMessage({ message }))).toEqual({
      address: alice.address,
      chainId: 1,
    })
    expect(node.calls).toBe(0)
  })

  test('a nonce never issued is refused; another browser (no token, or its own) can neither use the nonce nor burn it', async () => {
    const { nonce, attempt } = await setup()
    const neverIssued = appMessage(alice.address, newNonce())
    const signed = await alice.signMessage({ message: neverIssued })
    expect(await reason(attempt(neverIssued, signed))).toBe('nonce')
    const message = appMessage(alice.address, nonce)
    const signature = await alice.signMessage({ message })
    expect(await reason(attempt(message, signature, {}))).toBe('nonce')
    expect(await reason(attempt(message, signature, { token: newBindingToken() }))).toBe('nonce')
    // The visitor's own attempt still succeeds afterwards.
    expect(await reason(attempt(message, signature))).toBe('accepted')
  })

  test('a failed attempt leaves the nonce; a successful one uses it up (no replay)', async () => {
    const { nonce, attempt } = await setup()
    const message = appMessage(alice.address, nonce)
    expect(await reason(attempt(message, await mallory.signMessage({ message })))).toBe('signature')
    const signature = await alice.signMessage({ message })
    expect(await reason(attempt(message, signature))).toBe('accepted')
    expect(await reason(attempt(message, signature))).toBe('nonce')
  })

  test('of two identical attempts racing, exactly one signs in', async () => {
    const { nonce, attempt } = await setup()
    const message = appMessage(alice.address, nonce)
    const signature = await alice.signMessage({ message })
    const results = await Promise.all([
      reason(attempt(message, signature)),
      reason(attempt(message, signature)),
    ])
    expect(results.sort()).toEqual(['accepted', 'nonce'])
  })
})

describe('property: no message yields a session for another domain or address', () => {
  const appHost = testAppOrigin.host
  const domains = fc.constantFrom(
    appHost,
    'evil.example',
    'plaza.test.evil.example',
    'PLAZA.TEST',
    `${appHost}:443`,
    'localhost:3000',
    '',
  )
  const schemes = fc.constantFrom(undefined, 'https', 'http', 'wss', 'HTTPS')
  const uris = fc.constantFrom(
    testAppOrigin.origin,
    `${testAppOrigin.origin}/path?q=1`,
    'http://plaza.test',
    'https://evil.example',
    'https://plaza.test.evil.example',
    'https://plaza.test@evil.example',
    'javascript:alert(1)',
    'not a uri',
  )
  const addressForms = fc.constantFrom('alice', 'alice-lower', 'alice-upper', 'mallory')
  const dates = fc.oneof(
    fc
      .integer({ min: -20, max: 20 })
      .map((minutes) => new Date(testNow.getTime() + minutes * 60_000).toISOString()),
    fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    fc.constantFrom('yesterday', '2999-01-01T00:00:00Z', '', '2026-11-23T04:00:00.000+25:00'),
  )
  const noise = fc.oneof(
    fc.constant(''),
    fc.string({ maxLength: 64 }),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => String.fromCharCode(...bytes)),
    fc.integer({ min: 0, max: 20_000 }).map((length) => 'x'.repeat(length)),
    // Field names repeated: what makes viem's unanchored parser quadratic ('URI: ' × 4000: 50 ms).
    fc
      .tuple(
        fc.constantFrom('URI: ', 'Nonce: ', '\nURI: a', ' wants you to sign in'),
        fc.integer({ min: 1, max: 4000 }),
      )
      .map(([fragment, count]) => fragment.repeat(count)),
  )

  const mutable = [
    'domain',
    'scheme',
    'uri',
    'addressForm',
    'signer',
    'issuedAt',
    'expirationTime',
    'notBefore',
    'statement',
    'insert',
    'ownNonce',
  ] as const

  test('CON-8: whatever the fields, sizes or bytes, a session is only ever for the signer on this app', async () => {
    const valid = {
      domain: appHost,
      scheme: 'https' as string | undefined,
      uri: testAppOrigin.origin,
      addressForm: 'alice',
      signer: alice,
      issuedAt: testNow.toISOString(),
      expirationTime: new Date(testNow.getTime() + 5 * 60_000).toISOString() as string | undefined,
      notBefore: undefined as string | undefined,
      statement: 'Sign in to Plaza Social.',
      insert: { at: 0, text: '' },
      ownNonce: true,
    }
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          domain: domains,
          scheme: schemes,
          uri: uris,
          addressForm: addressForms,
          signer: fc.constantFrom(alice, mallory),
          issuedAt: dates,
          expirationTime: fc.option(dates, { nil: undefined }),
          notBefore: fc.option(dates, { nil: undefined }),
          statement: noise,
          insert: fc.record({ at: fc.nat(), text: noise }),
          ownNonce: fc.boolean(),
        }),
        // A valid message with a few of its parts replaced, so each refusal is met on its own.
        fc.subarray([...mutable], { maxLength: 3 }),
        async (candidates, replaced) => {
          const fields = { ...valid }
          for (const key of replaced) Object.assign(fields, { [key]: candidates[key] })
          const { nonce, attempt } = await setup()
          const address = {
            alice: alice.address,
            'alice-lower': alice.address.toLowerCase(),
            'alice-upper': `0x${alice.address.slice(2).toUpperCase()}`,
            mallory: mallory.address,
          }[fields.addressForm]
          const lines = [
            `${fields.scheme ? `${fields.scheme}://` : ''}${fields.domain} wants you to sign in with your Ethereum account:`,
            address,
            '',
            ...(fields.statement ? [fields.statement.replace(/\n/g, ' '), ''] : []),
            `URI: ${fields.uri}`,
            'Version: 1',
            'Chain ID: 1',
            `Nonce: ${fields.ownNonce ? nonce : newNonce()}`,
            `Issued At: ${fields.issuedAt}`,
            ...(fields.expirationTime ? [`Expiration Time: ${fields.expirationTime}`] : []),
            ...(fields.notBefore ? [`Not Before: ${fields.notBefore}`] : []),
          ]
          let message = lines.join('\n')
          const at = fields.insert.at % (message.length + 1)
          message = message.slice(0, at) + fields.insert.text + message.slice(at)
          const signature = await fields.signer.signMessage({ message })

          const outcome = await attempt(message, signature).then(
            (account) => account,
            (error: unknown) => {
              if (error instanceof SignInRejectedError) return undefined
              throw error
            },
          )
          if (!outcome) return
          expect(outcome.address).toBe(getAddress(fields.signer.address))
          expect(
            message.startsWith(`https://${appHost} wants you`) ||
              message.startsWith(`${appHost} wants you`),
          ).toBe(true)
          expect(message).toMatch(
            new RegExp(`\\nURI: ${testAppOrigin.origin.replace(/\./g, '\\.')}(/|\\n)`),
          )
        },
      ),
      { numRuns: 300 },
    )
  })
})
