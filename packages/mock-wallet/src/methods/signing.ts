import type { Hex } from 'viem'
import { personalSignParam, signTypedDataParam } from '../core/params.ts'
import { defineMethod } from './defineMethod.ts'

/** Signing methods anvil would answer with its own unlocked keys: refused (4200), never forwarded. */
export const refusedSigningMethods: readonly string[] = [
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
]

const isHexText = (message: string): message is Hex => /^0x[0-9a-fA-F]*$/.test(message)

/** Messages (EIP-191) and typed data (EIP-712), signed with the connected account's key. */
export const signingMethods = [
  defineMethod('personal_sign', {
    parse: (context, params) => {
      const { message, address } = personalSignParam('personal_sign', params)
      return { message, account: context.signer('personal_sign', address) }
    },
    prompt: 'always',
    perform: (_, { message, account }) =>
      account.signMessage({ message: isHexText(message) ? { raw: message } : message }),
  }),
  defineMethod('eth_signTypedData_v4', {
    parse: (context, params) => {
      const { address, typedData } = signTypedDataParam('eth_signTypedData_v4', params)
      return { typedData, account: context.signer('eth_signTypedData_v4', address) }
    },
    prompt: 'always',
    perform: (_, { typedData, account }) => {
      // viem derives the domain's type itself.
      const { EIP712Domain: _domainType, ...types } = typedData.types
      return account.signTypedData({
        domain: typedData.domain,
        types,
        primaryType: typedData.primaryType,
        message: typedData.message,
      })
    },
  }),
]
