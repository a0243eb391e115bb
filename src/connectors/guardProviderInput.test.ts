import { EventEmitter as Emitter } from 'node:events'
import { anvilTestKeys } from '@plaza-social/mock-wallet'
import {
  connect,
  custom,
  disconnect,
  getAccount,
  reconnect,
  BaseError as WagmiBaseError,
} from '@wagmi/core'
import fc from 'fast-check'
import { BaseError, getAddress, isAddress, numberToHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { createAppConfig } from '../config/wagmi'
import { MalformedProviderEventError, MalformedProviderResponseError } from '../errors/provider'

/** The wallet's accounts (valid, checksummed); 'unknown' ones are garbage built from them below. */
const pool = anvilTestKeys.slice(0, 3).map((key) => privateKeyToAddress(key))
const garbage = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, undefined, true, {}, [], Number.NaN, -1, 0, '0x', '0xzz', 'abc', '1'),
  fc.object({ maxDepth: 1 }),
)
/** Addresses a wallet must not send: bad checksum, too short, not hex. */
const badAddress = fc.constantFrom(
  `0x${pool[0]!.slice(2, 3).toLowerCase()}${pool[0]!.slice(3).toUpperCase()}`,
  pool[1]!.slice(0, 20),
  `0x${'g'.repeat(40)}`,
)
const validAccounts = fc.array(fc.constantFrom(...pool, pool[2]!.toLowerCase()), { maxLength: 4 })
const chainIdValue = fc.oneof(
  fc.constantFrom(1, 10, 8453, 5).map((id) => numberToHex(id)),
  fc.constantFrom(1, 137),
  garbage,
)

const step = fc.oneof(
  fc.record({
    kind: fc.constant('accountsChanged' as const),
    value: fc.oneof(
      validAccounts,
      fc.array(fc.oneof(fc.constantFrom(...pool), badAddress, garbage), { maxLength: 3 }),
      garbage,
    ),
  }),
  fc.record({ kind: fc.constant('chainChanged' as const), value: chainIdValue }),
  fc.record({
    kind: fc.constant('connect' as const),
    value: fc.oneof(fc.record({ chainId: chainIdValue }), garbage),
  }),
  fc.record({
    kind: fc.constant('disconnect' as const),
    value: fc.oneof(
      fc.record({
        code: fc.oneof(fc.constantFrom(1013, 4900, 4901, 4001), fc.integer(), garbage),
        message: fc.string({ maxLength: 5 }),
      }),
      garbage,
    ),
  }),
  fc.record({
    kind: fc.constant('respond' as const),
    method: fc.constantFrom('eth_chainId', 'eth_accounts', 'eth_requestAccounts'),
    outcome: fc.constantFrom('return' as const, 'throw' as const),
    value: fc.oneof(
      garbage,
      fc.array(fc.oneof(badAddress, garbage), { minLength: 1, maxLength: 2 }),
    ),
  }),
  fc.record({
    kind: fc.constant('app' as const),
    action: fc.constantFrom('connect' as const, 'reconnect' as const, 'disconnect' as const),
  }),
)

/** An EIP-1193 wallet whose next answers and events the test scripts. */
function fakeWallet() {
  const events = new Emitter()
  const state = { accounts: [...pool.slice(0, 2)] as string[], chainId: '0x1' }
  const scripted = new Map<string, { outcome: 'return' | 'throw'; value: unknown }>()
  async function request({ method }: { method: string }) {
    const next = scripted.get(method)
    if (next) {
      scripted.delete(method)
      if (next.outcome === 'throw') throw next.value
      return next.value
    }
    switch (method) {
      case 'eth_chainId':
        return state.chainId
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return state.accounts
      case 'wallet_requestPermissions':
        return [{ parentCapability: 'eth_accounts' }]
      default:
        return null
    }
  }
  return {
    provider: Object.assign(events, { request }),
    state,
    scripted,
    emit(event: string, value: unknown) {
      if (
        event === 'accountsChanged' &&
        Array.isArray(value) &&
        value.every((a) => typeof a === 'string' && isAddress(a))
      )
        state.accounts = value as string[]
      events.emit(event, value)
    },
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * A new seed each run; a failure prints its seed and path, which replay it:
 * FC_SEED=<seed> FC_PATH=<path> npx vitest run src/connectors/guardProviderInput.test.ts
 */
const replay = process.env.FC_SEED
  ? { seed: Number(process.env.FC_SEED), path: process.env.FC_PATH }
  : {}
const knownAccounts = new Set(pool.map((address) => address.toLowerCase()))

function setUp() {
  localStorage.clear()
  const wallet = fakeWallet()
  Object.defineProperty(window, 'ethereum', { value: wallet.provider, configurable: true })
  const config = createAppConfig({
    projectId: 'test-project',
    transportFor: () => custom({ request: async () => '0x0' }),
  })
  const connector = config.connectors.find((candidate) => candidate.id === 'injected')
  if (!connector) throw new Error('The browser wallet connector is missing.')
  const reported: Error[] = []
  connector.emitter.on('error', ({ error }) => reported.push(error))
  return { wallet, config, connector, reported }
}

/** What the app may show: the app's own malformed-input errors, or a library error with a short message. */
const clearErrors = [
  MalformedProviderResponseError,
  MalformedProviderEventError,
  BaseError,
  WagmiBaseError,
]
const isClearError = (error: unknown) => clearErrors.some((kind) => error instanceof kind)

describe('malformed wallet input (fast-check)', () => {
  let unhandled: unknown[] = []
  const onUnhandled = (reason: unknown) => unhandled.push(reason)
  beforeAll(() => {
    process.on('unhandledRejection', onUnhandled)
    // Coinbase Wallet's SDK, in every config of the app's, reads the page's own headers: it answers.
    vi.stubGlobal('fetch', async () => new Response(null))
  })
  afterAll(() => {
    process.off('unhandledRejection', onUnhandled)
    Reflect.deleteProperty(window, 'ethereum')
    vi.unstubAllGlobals()
  })

  test('ST-5: any sequence of wallet events and answers leaves wagmi consistent, reports clear errors, keeps the stored session', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        unhandled = []
        const { wallet, config, connector, reported } = setUp()
        await connect(config, { connector })
        for (const current of steps) {
          const before = getAccount(config)
          if (current.kind === 'respond')
            wallet.scripted.set(current.method, { outcome: current.outcome, value: current.value })
          else if (current.kind === 'app') {
            try {
              if (current.action === 'connect') await connect(config, { connector })
              else if (current.action === 'reconnect') await reconnect(config)
              else await disconnect(config)
            } catch (error) {
              expect(isClearError(error), String(error)).toBe(true)
            }
          } else wallet.emit(current.kind, current.value)
          await settle()

          const account = getAccount(config)
          expect(['connected', 'disconnected', 'connecting', 'reconnecting']).toContain(
            account.status,
          )
          if (account.status === 'connected') {
            expect(account.addresses?.length).toBeGreaterThan(0)
            for (const address of account.addresses ?? []) {
              expect(getAddress(address)).toBe(address)
              expect(knownAccounts.has(address.toLowerCase())).toBe(true)
            }
            expect(new Set(account.addresses).size).toBe(account.addresses?.length)
            expect(Number.isSafeInteger(account.chainId) && (account.chainId ?? 0) > 0).toBe(true)
            // The stored session holds the same connection.
            const stored = JSON.parse(localStorage.getItem('wagmi.store') ?? '{}')
            expect(stored.state?.current).toBe(config.state.current)
            expect(JSON.parse(localStorage.getItem('wagmi.recentConnectorId') ?? 'null')).toBe(
              'injected',
            )
          }
          // ST-5: a valid account change while connected is what wagmi shows.
          if (
            current.kind === 'accountsChanged' &&
            before.status === 'connected' &&
            Array.isArray(current.value) &&
            current.value.length > 0 &&
            current.value.every(
              (value) =>
                typeof value === 'string' &&
                knownAccounts.has(value.toLowerCase()) &&
                isAddress(value),
            )
          )
            expect(account.address?.toLowerCase()).toBe(String(current.value[0]).toLowerCase())
        }
        for (const error of reported) expect(isClearError(error), String(error)).toBe(true)
        expect(unhandled).toEqual([])
      }),
      { numRuns: 100, ...replay },
    )
  }, 30_000)
})

describe('malformed wallet input: the errors the app shows', () => {
  test('a non-hex chainChanged is ignored and reported as MalformedProviderEventError', async () => {
    const { wallet, config, connector, reported } = setUp()
    await connect(config, { connector })
    wallet.emit('chainChanged', 'abc')
    await settle()
    expect(getAccount(config).chainId).toBe(1)
    expect(reported[0]).toBeInstanceOf(MalformedProviderEventError)
    expect((reported[0] as MalformedProviderEventError).shortMessage).toBe(
      'The wallet sent a malformed chainChanged event: "abc".',
    )
  })

  test.each([
    [
      'an eth_chainId answer that is not a chain id fails the connection with MalformedProviderResponseError',
      'eth_chainId',
      { outcome: 'return', value: 'mainnet' },
      'The wallet answered eth_chainId with a malformed value: "mainnet".',
    ],
    [
      'a wallet throwing a string gives MalformedProviderResponseError naming the method and the value',
      'eth_requestAccounts',
      { outcome: 'throw', value: 'nope' },
      'The wallet answered eth_requestAccounts with a malformed value: "nope".',
    ],
  ] as const)('%s', async (_, method, answer, shortMessage) => {
    const { wallet, config, connector } = setUp()
    wallet.scripted.set(method, answer)
    const connecting = connect(config, { connector })
    await expect(connecting).rejects.toBeInstanceOf(MalformedProviderResponseError)
    await expect(connecting).rejects.toMatchObject({ shortMessage })
    expect(getAccount(config).status).toBe('disconnected')
  })

  test('duplicated accounts count once; an unknown (bad checksum) account is ignored and reported', async () => {
    const { wallet, config, connector, reported } = setUp()
    await connect(config, { connector })
    wallet.emit('accountsChanged', [pool[1], pool[1], pool[0]])
    await settle()
    expect(getAccount(config).addresses).toEqual([pool[1], pool[0]])
    const badChecksum = `0x${pool[2]!.slice(2, 3).toLowerCase()}${pool[2]!.slice(3).toUpperCase()}`
    wallet.emit('accountsChanged', [badChecksum])
    await settle()
    expect(getAccount(config).addresses).toEqual([pool[1], pool[0]])
    expect(reported.map((error) => error.name)).toEqual(['MalformedProviderEventError'])
  })
})

test('a frozen wallet provider (as real wallets ship it) still connects through the guard', async () => {
  const { wallet, config, connector } = setUp()
  Object.defineProperty(window, 'ethereum', {
    value: Object.freeze({
      ...wallet.provider,
      on: wallet.provider.on.bind(wallet.provider),
      removeListener: wallet.provider.removeListener.bind(wallet.provider),
      request: wallet.provider.request,
    }),
    configurable: true,
  })
  await connect(config, { connector })
  expect(getAccount(config).status).toBe('connected')
})
