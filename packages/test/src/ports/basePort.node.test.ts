import { expect, test } from 'vitest'
import { InvalidPortRangeError } from '../errors'
import { assertPortRange, defaultBasePort, resolveBasePort } from './basePort'

test('the base port: explicit, else DEV_CHAINS_BASE_PORT, else 8545', () => {
  expect(resolveBasePort(undefined, {})).toBe(defaultBasePort)
  expect(defaultBasePort).toBe(8545)
  expect(resolveBasePort(undefined, { DEV_CHAINS_BASE_PORT: '9000' })).toBe(9000)
  expect(resolveBasePort(9100, { DEV_CHAINS_BASE_PORT: '9000' })).toBe(9100)
  expect(() => resolveBasePort(undefined, { DEV_CHAINS_BASE_PORT: 'x' })).toThrow(
    InvalidPortRangeError,
  )
})

test('every port stays below the ephemeral range (32768)', () => {
  expect(assertPortRange(32_768 - 11, 11)).toBe(32_757)
  expect(() => assertPortRange(32_768 - 10, 11)).toThrow(InvalidPortRangeError)
  expect(() => assertPortRange(80, 11)).toThrow(InvalidPortRangeError)
})
