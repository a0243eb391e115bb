import { encodeAbiParameters, keccak256, pad, stringToHex } from 'viem'
import { expect, test } from 'vitest'
import { mappingSlot, slotHex, stringKeyMappingSlot, stringStorageWrites } from './solidityStorage'

test('a short string sits in its slot with length × 2 in the lowest byte', () => {
  expect(stringStorageWrites(slotHex(5), 'abc')).toEqual([
    [slotHex(5), `0x616263${'00'.repeat(28)}06`],
  ])
})

test('a long string stores length × 2 + 1, its bytes from keccak256(slot)', () => {
  const value = 'x'.repeat(40)
  const writes = stringStorageWrites(slotHex(0), value)
  const start = BigInt(keccak256(slotHex(0)))
  expect(writes).toEqual([
    [slotHex(0), slotHex(81)],
    [slotHex(start), stringToHex('x'.repeat(32))],
    [slotHex(start + 1n), pad(stringToHex('x'.repeat(8)), { dir: 'right', size: 32 })],
  ])
})

test('mapping slots hash the padded key then the slot; string keys unpadded', () => {
  const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  expect(mappingSlot(account, slotHex(2))).toBe(
    keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [account, 2n])),
  )
  expect(stringKeyMappingSlot('avatar', slotHex(3))).toBe(
    keccak256(`${stringToHex('avatar')}${slotHex(3).slice(2)}`),
  )
})
