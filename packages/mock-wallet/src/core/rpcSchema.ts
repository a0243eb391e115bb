import type {
  Address,
  EIP1193EventMap,
  EIP1193Parameters,
  EIP1193RequestFn,
  EIP1474Methods,
} from 'viem'
import type { AuthorizationRequestParam, RpcAuthorizationParam } from './params.ts'

/** The QR connector's pairing step: shown as a prompt until the code is scanned. */
type PairingRpcSchema = [
  { Method: 'mock_scanQrCode'; Parameters: [{ uri: string }]; ReturnType: null },
]

/** EIP-7702: the wallet signs an authorization for one of its accounts (methods/authorizations.ts). */
type AuthorizationRpcSchema = [
  {
    Method: 'mock_signAuthorization'
    Parameters: [AuthorizationRequestParam]
    ReturnType: RpcAuthorizationParam
  },
]

/** The wallet answers eth_coinbase itself: the selected account, null while not connected. */
type AccountRpcSchema = [
  { Method: 'eth_coinbase'; Parameters?: undefined; ReturnType: Address | null },
]

/**
 * Everything the wallet answers, typed with viem's EIP-1193 schema: the wallet methods it
 * handles itself, and the node methods it forwards to the current chain's node.
 */
export type MockWalletRpcSchema = [
  ...EIP1474Methods,
  ...AccountRpcSchema,
  ...PairingRpcSchema,
  ...AuthorizationRpcSchema,
]

export type MockWalletMethod = MockWalletRpcSchema[number]['Method']

/** One request as a caller writes it: `{ method, params }`, params typed per method. */
export type MockWalletRequest = EIP1193Parameters<MockWalletRpcSchema>

export type MockWalletRequestFn = EIP1193RequestFn<MockWalletRpcSchema>

/** What a method resolves to, per the schema. */
export type ReturnTypeOf<method extends MockWalletMethod> = Extract<
  MockWalletRpcSchema[number],
  { Method: method }
>['ReturnType']

/** EIP-1193 events, plus the pairing URI a QR wallet shows (as WalletConnect's provider does). */
export type MockWalletEventMap = EIP1193EventMap & { display_uri(uri: string): void }

/** Adds or removes a listener of one of the provider's events. */
type MockWalletListenerFn = <event extends keyof MockWalletEventMap>(
  event: event,
  listener: MockWalletEventMap[event],
) => MockEip1193Provider

/** The EIP-1193 provider object a page or a connector talks to. */
export type MockEip1193Provider = {
  request: MockWalletRequestFn
  on: MockWalletListenerFn
  once: MockWalletListenerFn
  removeListener: MockWalletListenerFn
  off: MockWalletListenerFn
}
