import type { Address, Hex } from 'viem'

/** A 0-value transfer to oneself: costs only gas, always succeeds. */
export function selfTransfer(account: Address) {
  return { to: account, value: 0n } as const
}

/**
 * A contract creation whose init code is the INVALID opcode (0xfe): it is
 * mined and reverts. The fixed gas limit skips estimation, which would fail first.
 */
export const revertingDeployment = { to: null, data: '0xfe' as Hex, gas: 100_000n } as const

export const testTransactionDescriptions = {
  selfTransfer: 'Test transaction',
  reverting: 'Failing test transaction',
} as const
