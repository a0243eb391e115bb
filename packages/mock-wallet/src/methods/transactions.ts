import { getAddress, type Hex } from 'viem'
import { transactionParam } from '../core/params.ts'
import { signedAuthorization } from './authorizations.ts'
import { defineMethod } from './defineMethod.ts'

const quantity = (value: Hex | undefined) => (value === undefined ? undefined : BigInt(value))

/** Transactions: signed with the account's key, sent to the current chain's node. */
export const transactionMethods = [
  defineMethod('eth_sendTransaction', {
    parse: (context, params) => {
      const tx = transactionParam('eth_sendTransaction', params)
      return { tx, account: context.signer('eth_sendTransaction', tx.from) }
    },
    prompt: 'always',
    perform: (context, { tx, account }) => {
      const client = context.node.client(context.currentChain(), account)
      const common = {
        // The params take any checksum; viem's sendTransaction only the right one.
        to: tx.to ? getAddress(tx.to) : null,
        value: quantity(tx.value),
        data: tx.data,
        gas: quantity(tx.gas),
        nonce: tx.nonce === undefined ? undefined : Number(tx.nonce),
      }
      return tx.gasPrice !== undefined
        ? client.sendTransaction({ ...common, gasPrice: quantity(tx.gasPrice) })
        : client.sendTransaction({
            ...common,
            maxFeePerGas: quantity(tx.maxFeePerGas),
            maxPriorityFeePerGas: quantity(tx.maxPriorityFeePerGas),
            // EIP-7702: with authorizations, a type-4 transaction.
            authorizationList: tx.authorizationList?.map(signedAuthorization),
          })
    },
  }),
]
