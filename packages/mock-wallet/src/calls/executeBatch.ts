import {
  BaseError,
  getAddress,
  type Hex,
  numberToHex,
  type PrivateKeyAccount,
  type TransactionReceipt,
  type WalletCallReceipt,
} from 'viem'
import type { NodeAccess } from '../core/node.ts'
import type { CallParam } from '../core/params.ts'
import type { WalletChain } from '../core/state.ts'
import type { BatchStatus } from './callBatches.ts'

export type BatchResult = { status: BatchStatus; receipts: WalletCallReceipt[]; failure?: string }

const callReceipt = (receipt: TransactionReceipt): WalletCallReceipt => ({
  logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics: [...topics] })),
  status: receipt.status === 'success' ? '0x1' : '0x0',
  blockHash: receipt.blockHash,
  blockNumber: numberToHex(receipt.blockNumber),
  gasUsed: numberToHex(receipt.gasUsed),
  transactionHash: receipt.transactionHash,
})

const reason = (error: unknown) =>
  error instanceof BaseError
    ? error.shortMessage
    : error instanceof Error
      ? error.message
      : `${error}`

/**
 * Sends a batch's calls from `account`, one transaction each, in order, waiting for each
 * receipt, and stops at the first call that fails (rejected by the node or reverted).
 *
 * Atomic batches land all or none: the wallet takes an `evm_snapshot` of the node first and
 * `evm_revert`s to it when a call fails, so nothing of the batch stays on chain (status 500,
 * no receipts). That needs a development node (anvil, hardhat), which is what the wallet runs
 * on; a node without snapshots fails the batch offchain (400) before any call is sent. A
 * real smart account would do the same in one transaction; a test sees the same outcome.
 *
 * Non-atomic batches keep what landed: 200 when every call succeeded, 600 when some landed
 * before the failure, 400 when the first call could not be sent, 500 when all landed reverted.
 */
export async function executeBatch(
  node: NodeAccess,
  chain: WalletChain,
  account: PrivateKeyAccount,
  batch: { calls: readonly CallParam[]; atomic: boolean },
): Promise<BatchResult> {
  const client = node.client(chain, account)
  let snapshot: unknown
  if (batch.atomic) {
    try {
      snapshot = await node.request(chain, { method: 'evm_snapshot' })
    } catch (error) {
      return {
        status: 400,
        receipts: [],
        failure: `the node cannot take a snapshot for an atomic batch: ${reason(error)}`,
      }
    }
  }

  const receipts: WalletCallReceipt[] = []
  for (const [index, call] of batch.calls.entries()) {
    let failure: string | undefined
    try {
      const hash: Hex = await client.sendTransaction({
        // The params take any checksum and null for an absent field; viem takes neither.
        to: call.to ? getAddress(call.to) : null,
        data: call.data ?? undefined,
        value: call.value ? BigInt(call.value) : undefined,
      })
      const receipt = await client.waitForTransactionReceipt({ hash })
      receipts.push(callReceipt(receipt))
      if (receipt.status !== 'success') failure = `call ${index} reverted`
    } catch (error) {
      failure = `call ${index} failed: ${reason(error)}`
    }
    if (failure === undefined) continue

    if (batch.atomic) {
      await node.request(chain, { method: 'evm_revert', params: [snapshot] })
      return { status: 500, receipts: [], failure }
    }
    const landed = receipts.filter((receipt) => receipt.status === '0x1').length
    const status = receipts.length === 0 ? 400 : landed === 0 ? 500 : 600
    return { status, receipts, failure }
  }
  return { status: 200, receipts }
}
