import { bytesToHex, type Capabilities, type Hex, numberToHex } from 'viem'
import { executeBatch } from '../calls/executeBatch.ts'
import type { WalletContext } from '../core/context.ts'
import {
  batchIdParam,
  type CapabilityRequests,
  getCapabilitiesParam,
  sendCallsParam,
} from '../core/params.ts'
import { walletErrors } from '../core/rpcErrors.ts'
import { defineMethod } from './defineMethod.ts'

/** The EIP-5792 version the wallet answers with. */
const callsVersion = '2.0.0'

/** The account the app names (4100 unless it is connected), else the selected one. */
function batchAccount(context: WalletContext, method: string, from: Hex | undefined) {
  if (from) return context.signer(method, from)
  return context.signer(method, context.selectedAccount().address)
}

/** 5700: a capability the app did not mark optional, which this wallet does not have. */
function checkCapabilities(
  context: WalletContext,
  requests: readonly (CapabilityRequests | undefined)[],
) {
  const own = context.options.persona?.capabilities ?? {}
  for (const request of requests)
    for (const [name, value] of Object.entries(request ?? {}))
      if (value?.optional !== true && own[name]?.supported !== true)
        throw walletErrors.unsupportedCapability(name)
}

const newBatchId = () => bytesToHex(crypto.getRandomValues(new Uint8Array(32)))

function knownBatch(context: WalletContext, method: string, params: unknown) {
  const id = batchIdParam(method, params)
  const batch = context.batches.get(id)
  if (!batch) throw walletErrors.unknownBundleId(id)
  return batch
}

/**
 * EIP-5792 batches: the wallet's capabilities per chain (atomic: supported, ready or
 * unsupported), sending a batch (atomic where the chain's status allows; see executeBatch),
 * its status with the EIP's codes and receipts, and showing it to the user.
 */
export const callsMethods = [
  defineMethod('wallet_getCapabilities', {
    parse: (context, params) => {
      const { address, chainIds } = getCapabilitiesParam('wallet_getCapabilities', params)
      batchAccount(context, 'wallet_getCapabilities', address)
      return chainIds?.map((chainId) => Number(chainId))
    },
    perform: (context, chainIds) => {
      const chains = context
        .knownChains()
        .filter((chain) => chainIds === undefined || chainIds.includes(chain.id))
      return Object.fromEntries(
        chains.map((chain): [Hex, Capabilities] => [
          numberToHex(chain.id),
          {
            ...context.options.persona?.capabilities,
            atomic: { status: context.atomicStatus(chain.id) },
            // It signs EIP-7702 authorizations and sends type-4 transactions.
            eip7702Auth: { supported: true },
          },
        ]),
      )
    },
  }),
  defineMethod('wallet_sendCalls', {
    parse: (context, params) => {
      const batch = sendCallsParam('wallet_sendCalls', params)
      // null (which the params allow) is no chain id either, not chain 0.
      const chainId = batch.chainId ? Number(batch.chainId) : context.state.chainId
      const chain = context.knownChain(chainId)
      if (!chain) throw walletErrors.unsupportedChainId(numberToHex(chainId))
      const account = batchAccount(context, 'wallet_sendCalls', batch.from)
      const max = context.options.maxCallsPerBatch ?? Number.POSITIVE_INFINITY
      if (batch.calls.length > max) throw walletErrors.bundleTooLarge(batch.calls.length, max)
      if (batch.id !== undefined && context.batches.has(batch.id))
        throw walletErrors.duplicateId(batch.id)
      checkCapabilities(context, [
        batch.capabilities,
        ...batch.calls.map((call) => call.capabilities),
      ])
      const status = context.atomicStatus(chainId)
      if (batch.atomicRequired && status === 'unsupported')
        throw walletErrors.atomicityNotSupported(numberToHex(chainId))
      // 'ready' upgrades only when the app requires atomicity; otherwise calls land one by one.
      const atomic = status === 'supported' || (status === 'ready' && batch.atomicRequired)
      return { batch, chain, account, atomic, upgrade: status === 'ready' && atomic }
    },
    prompt: 'always',
    perform: (context, { batch, chain, account, atomic, upgrade }) => {
      // Approving a batch on a 'ready' chain also approves the account's upgrade.
      if (upgrade) context.commit({ upgradedChains: [...context.state.upgradedChains, chain.id] })
      const id = batch.id ?? newBatchId()
      context.batches.add({
        id,
        chainId: chain.id,
        from: account.address,
        atomic,
        calls: batch.calls.length,
        status: 100,
        receipts: [],
        shown: false,
      })
      context.notify()
      // Answered once the user approved, as real wallets do; the calls land afterwards.
      void context.batches.enqueue(async () => {
        const result = await executeBatch(context.node, chain, account, {
          calls: batch.calls,
          atomic,
        }).catch((error: unknown) => ({
          status: 400 as const,
          receipts: [],
          failure: error instanceof Error ? error.message : String(error),
        }))
        context.batches.update(id, result)
        context.notify()
      })
      return { id }
    },
  }),
  defineMethod('wallet_getCallsStatus', {
    parse: (context, params) => knownBatch(context, 'wallet_getCallsStatus', params),
    perform: (_, batch) => ({
      version: callsVersion,
      id: batch.id,
      chainId: numberToHex(batch.chainId),
      status: batch.status,
      atomic: batch.atomic,
      receipts: batch.receipts,
    }),
  }),
  defineMethod('wallet_showCallsStatus', {
    parse: (context, params) => knownBatch(context, 'wallet_showCallsStatus', params),
    perform: (context, batch) => {
      context.batches.update(batch.id, { shown: true })
      context.notify()
    },
  }),
]
