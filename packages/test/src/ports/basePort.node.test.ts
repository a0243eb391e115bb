import { expect, test } from 'vitest'
import { InvalidPortRangeError } from '../errors'
import { assertPortRange } from './basePort'

test('every port stays below the ephemeral range (32768)', () => {
  expect(assertPortRange(32_768 - 11, 11)).toBe(32_757)
  expect(() => assertPortRange(32_768 - 10, 11)).toThrow(InvalidPortRangeError)
  expect(() => assertPortRange(80, 11)).toThrow(InvalidPortRangeError)
})
