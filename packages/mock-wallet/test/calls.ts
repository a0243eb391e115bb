import { type Address, encodeFunctionData, type Hex, parseAbi } from 'viem'
import { expect, vi } from 'vitest'
import type { MockWallet } from '../src/core/createMockWallet.ts'
import type { TestChains } from './testChains.ts'

/** Where the tests put a contract whose every call reverts (PUSH1 0 PUSH1 0 REVERT). */
const reverter: Address = '0x00000000000000000000000000000000000fA11d'

export async function deployReverter(chains: TestChains, chainId: number) {
  await chains.testClient(chainId).setCode({ address: reverter, bytecode: '0x60006000fd' })
}

export const failingCall = {
  to: reverter,
  data: encodeFunctionData({ abi: parseAbi(['function fail()']), functionName: 'fail' }),
}

/** The batch's status once the wallet is done with it (not 100 any more). */
export async function settledStatus(wallet: MockWallet, id: string) {
  let status: Awaited<ReturnType<typeof callsStatus>> | undefined
  await vi.waitFor(
    async () => {
      status = await callsStatus(wallet, id)
      expect(status.status).not.toBe(100)
    },
    { timeout: 10_000 },
  )
  return status!
}

const callsStatus = (wallet: MockWallet, id: string) =>
  wallet.provider.request({ method: 'wallet_getCallsStatus', params: [id] })

export const oneEther: Hex = '0xde0b6b3a7640000'
