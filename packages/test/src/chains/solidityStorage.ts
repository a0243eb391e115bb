import { concat, type Hex, hexToBigInt, keccak256, numberToHex, pad, size, stringToHex } from 'viem'

/** One storage word to write: slot and value, both 32-byte hex. */
export type StorageWrite = readonly [slot: Hex, value: Hex]

export function slotHex(slot: bigint | number): Hex {
  return numberToHex(BigInt(slot), { size: 32 })
}

/** Slot of `mapping[key]` for a value-type key (address, bytes32, uint…), given 32-byte encoded. */
export function mappingSlot(encodedKey: Hex, mappingSlot: Hex): Hex {
  return keccak256(concat([pad(encodedKey, { size: 32 }), mappingSlot]))
}

/** Slot of `mapping[key]` for a string key: the key's bytes are hashed unpadded. */
export function stringKeyMappingSlot(key: string, mappingSlot: Hex): Hex {
  return keccak256(concat([stringToHex(key), mappingSlot]))
}

/**
 * The words of a `string` stored at `slot`, by Solidity's layout: up to 31 bytes
 * sit in the slot itself with length × 2 in the lowest byte; longer ones store
 * length × 2 + 1 in the slot and the bytes from keccak256(slot) on.
 */
export function stringStorageWrites(slot: Hex, value: string): StorageWrite[] {
  const bytes = stringToHex(value)
  const length = size(bytes)
  if (length < 32) {
    const inline = pad(bytes, { dir: 'right', size: 31 })
    return [[slot, concat([inline, numberToHex(length * 2, { size: 1 })])]]
  }
  const writes: StorageWrite[] = [[slot, slotHex(length * 2 + 1)]]
  const dataStart = hexToBigInt(keccak256(slot))
  for (let offset = 0; offset < length; offset += 32) {
    const chunk = `0x${bytes.slice(2 + offset * 2, 2 + (offset + 32) * 2)}` as Hex
    writes.push([slotHex(dataStart + BigInt(offset / 32)), pad(chunk, { dir: 'right', size: 32 })])
  }
  return writes
}
