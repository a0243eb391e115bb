import { MalformedProviderEventError, MalformedProviderResponseError } from './provider'

/** The preview of a wallet's value, as the error's short message shows it. */
function previewValue(value: unknown): string {
  const { shortMessage } = new MalformedProviderResponseError({
    method: 'm',
    value,
    expected: 'x',
  })
  return shortMessage.slice('The wallet answered m with a malformed value: '.length, -1)
}

describe('the malformed wallet input errors', () => {
  test('MalformedProviderResponseError', () => {
    const error = new MalformedProviderResponseError({
      method: 'eth_chainId',
      value: 'mainnet',
      expected: 'a positive chain id as a hex string',
    })
    expect(error).toMatchInlineSnapshot(`
      [MalformedProviderResponseError: The wallet answered eth_chainId with a malformed value: "mainnet".

      Docs: ./docs/app.md#faults
      Details: Expected a positive chain id as a hex string.]
    `)
    expect(error.method).toBe('eth_chainId')
  })

  test('MalformedProviderResponseError: a thrown error is the cause', () => {
    const thrown = new TypeError('not a function')
    const error = new MalformedProviderResponseError({
      method: 'eth_accounts',
      value: thrown,
      expected: 'an array of addresses',
    })
    expect(error.walk()).toBe(thrown)
  })

  test('MalformedProviderEventError', () => {
    const error = new MalformedProviderEventError({
      event: 'chainChanged',
      value: 'abc',
      expected: 'a positive chain id as a hex string',
    })
    expect(error).toMatchInlineSnapshot(`
      [MalformedProviderEventError: The wallet sent a malformed chainChanged event: "abc".

      Docs: ./docs/app.md#faults
      Details: Expected a positive chain id as a hex string. The event was ignored.]
    `)
    expect(error.event).toBe('chainChanged')
  })
})

describe('the preview of a malformed value in the message', () => {
  test('default: JSON, one line', () => {
    expect(previewValue('abc')).toBe('"abc"')
    expect(previewValue([1, '0x1'])).toBe('[1,"0x1"]')
  })

  test('behavior: bigint, undefined and cyclic values', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(previewValue(10n)).toBe('10n')
    expect(previewValue(undefined)).toBe('undefined')
    expect(previewValue(cyclic)).toBe('[object Object]')
  })

  test('behavior: long values are cut at 60 characters', () => {
    const preview = previewValue('x'.repeat(100))
    expect(preview).toHaveLength(60)
    expect(preview.endsWith('...')).toBe(true)
  })
})
