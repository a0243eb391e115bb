import fc from 'fast-check'
import { getAddress, numberToHex } from 'viem'
import { isAccountList, isChainId, isProviderError, uniqueAccounts } from './providerInput'

const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => getAddress(`0x${Buffer.from(bytes).toString('hex')}`))
/** An address as wallets send it: checksummed, or all lower case. */
const sentAddress = fc.oneof(
  address,
  address.map((value) => value.toLowerCase()),
)
const positiveChainId = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER })

describe('isChainId', () => {
  // A hex string (EIP-1193), or a number or a decimal string (some wallets, and wagmi calling onConnect).
  test.each(['0x1', '0x2105', '0X89', 1, '8453'])('default: %p is a positive chain id', (value) => {
    expect(isChainId(value)).toBe(true)
  })

  test.each([
    '0x0',
    '0',
    0,
    -1,
    1.5,
    Number.NaN,
    Number.MAX_SAFE_INTEGER + 1,
    '0x',
    '0xzz',
    'abc',
    '',
    ' 1',
    '-1',
    '0x20000000000000',
    null,
    undefined,
    {},
    [1],
    1n,
  ])('behavior: %p is refused', (value) => {
    expect(isChainId(value)).toBe(false)
  })

  test('property: every positive safe integer passes as a number, a hex string and a decimal string', () => {
    fc.assert(
      fc.property(positiveChainId, (id) => {
        expect(isChainId(id)).toBe(true)
        expect(isChainId(numberToHex(id))).toBe(true)
        expect(isChainId(String(id))).toBe(true)
      }),
    )
  })

  test('property: no zero, negative or fractional number passes, however written', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ max: 0 }),
          fc.double().filter((n) => !Number.isInteger(n)),
        ),
        (id) => {
          expect(isChainId(id)).toBe(false)
          expect(isChainId(String(id))).toBe(false)
        },
      ),
    )
  })

  test('property: a string passes only when it reads as a positive safe integer', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const reads = /^(0x[0-9a-f]+|[0-9]+)$/i.test(text) ? Number(text) : Number.NaN
        expect(isChainId(text)).toBe(Number.isSafeInteger(reads) && reads > 0)
      }),
    )
  })
})

describe('isAccountList', () => {
  test('default: addresses, checksummed or lower case; the empty list too', () => {
    expect(isAccountList(['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'])).toBe(true)
    expect(isAccountList(['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'])).toBe(true)
    expect(isAccountList([])).toBe(true)
  })

  test.each([
    ['a bad checksum', ['0xF39fd6e51aad88F6F4ce6aB8827279cffFb92266']],
    ['too short', ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226']],
    ['not hex', [`0x${'g'.repeat(40)}`]],
    ['not a string', [1]],
    ['not a list', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    ['null', null],
  ])('behavior: %s is refused', (_, value) => {
    expect(isAccountList(value)).toBe(false)
  })

  test('property: a list passes exactly when every item is an address', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(sentAddress, fc.string(), fc.integer(), fc.constant(null)), {
          maxLength: 5,
        }),
        (items) => {
          const allAddresses = items.every(
            (item) =>
              typeof item === 'string' &&
              /^0x[0-9a-fA-F]{40}$/.test(item) &&
              (item === item.toLowerCase() || item === getAddress(item)),
          )
          expect(isAccountList(items)).toBe(allAddresses)
        },
      ),
    )
  })
})

describe('uniqueAccounts', () => {
  test('default: each account once, first seen first, whatever its case', () => {
    const a = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const b = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    expect(uniqueAccounts([b, a, a.toLowerCase(), b])).toEqual([b, a])
  })

  test('property: the result keeps the first of each account, in order, and nothing else', () => {
    fc.assert(
      fc.property(fc.array(sentAddress, { maxLength: 8 }), (accounts) => {
        const unique = uniqueAccounts(accounts)
        const keys = unique.map((account) => account.toLowerCase())
        expect(new Set(keys).size).toBe(unique.length)
        expect(new Set(keys)).toEqual(new Set(accounts.map((account) => account.toLowerCase())))
        const firsts = accounts.filter(
          (account, index) =>
            accounts.findIndex((other) => other.toLowerCase() === account.toLowerCase()) === index,
        )
        expect(unique).toEqual(firsts)
      }),
    )
  })
})

describe('isProviderError', () => {
  test('default: an Error, or an EIP-1193 error object with a numeric code', () => {
    expect(isProviderError(new Error('nope'))).toBe(true)
    expect(isProviderError({ code: 4001, message: 'User rejected the request.' })).toBe(true)
    expect(isProviderError({ code: -32603 })).toBe(true)
  })

  test.each(['nope', 4001, null, undefined, {}, { code: '4001' }, { message: 'no code' }])(
    'behavior: %p is not one',
    (value) => {
      expect(isProviderError(value)).toBe(false)
    },
  )

  test('property: an object is one exactly when its code is a number', () => {
    fc.assert(
      fc.property(fc.record({ code: fc.anything() }), (value) => {
        expect(isProviderError(value)).toBe(typeof value.code === 'number')
      }),
    )
  })
})
