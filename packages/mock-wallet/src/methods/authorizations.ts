import { type Hex, hexToNumber, numberToHex, type SignedAuthorization } from 'viem'
import {
  type AuthorizationRequestParam,
  authorizationRequestParam,
  type RpcAuthorizationParam,
} from '../core/params.ts'
import { defineMethod } from './defineMethod.ts'

/** The wallet's own method that signs an EIP-7702 authorization (no wallet standard exists yet). */
export const signAuthorizationMethod = 'mock_signAuthorization'

/** An authorization as viem's transactions take it, from its JSON-RPC form. */
export const signedAuthorization = (rpc: RpcAuthorizationParam): SignedAuthorization => ({
  address: rpc.address,
  chainId: hexToNumber(rpc.chainId),
  nonce: hexToNumber(rpc.nonce),
  r: rpc.r,
  s: rpc.s,
  yParity: hexToNumber(rpc.yParity),
})

/**
 * EIP-7702: the user signs an authorization that delegates their account to a contract; a
 * transaction carrying it (eth_sendTransaction with `authorizationList`) is sent as type 4.
 */
export const authorizationMethods = [
  defineMethod(signAuthorizationMethod, {
    parse: (context, params) => {
      const request: AuthorizationRequestParam = authorizationRequestParam(
        signAuthorizationMethod,
        params,
      )
      return { request, account: context.signer(signAuthorizationMethod, request.from) }
    },
    prompt: 'always',
    perform: async (_, { request, account }): Promise<RpcAuthorizationParam> => {
      const signed = await account.signAuthorization({
        address: request.address,
        chainId: hexToNumber(request.chainId),
        nonce: hexToNumber(request.nonce),
      })
      return {
        address: signed.address,
        chainId: numberToHex(signed.chainId),
        nonce: numberToHex(signed.nonce),
        r: signed.r,
        s: signed.s,
        yParity: numberToHex(signed.yParity ?? 0) as Hex,
      }
    },
  }),
]
