import { type Address, type Hex, isAddress, isHex } from 'viem'
import { walletErrors } from './rpcErrors.ts'

/** Checks a request's params and returns them typed, or throws a -32602 saying what was expected. */
function expect(method: string, expected: string, ok: boolean): asserts ok {
  if (!ok) throw walletErrors.invalidParams(method, `expected params ${expected}`)
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isChainIdHex = (value: unknown): value is Hex =>
  typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value) && !/^0x0+$/.test(value)

const asArray = (params: unknown): unknown[] => (Array.isArray(params) ? params : [])

export function chainIdParam(method: string, params: unknown): Hex {
  const [first] = asArray(params)
  expect(
    method,
    '[{ chainId: "0x…" (hex, non-zero) }]',
    isObject(first) && isChainIdHex(first.chainId),
  )
  return first.chainId as Hex
}

export type AddChainParam = {
  chainId: Hex
  chainName: string
  rpcUrls: readonly string[]
  nativeCurrency: { name: string; symbol: string; decimals: number }
  blockExplorerUrls?: readonly string[]
}

export function addChainParam(method: string, params: unknown): AddChainParam {
  const [chain] = asArray(params)
  const shape =
    '[{ chainId: "0x…", chainName: string, rpcUrls: [url, …], nativeCurrency: { name, symbol, decimals } }]'
  expect(method, shape, isObject(chain))
  const { chainId, chainName, rpcUrls, nativeCurrency, blockExplorerUrls } = chain
  expect(
    method,
    shape,
    isChainIdHex(chainId) &&
      typeof chainName === 'string' &&
      chainName.length > 0 &&
      Array.isArray(rpcUrls) &&
      rpcUrls.length > 0 &&
      rpcUrls.every((url) => typeof url === 'string' && /^(https?|wss?):\/\//.test(url)) &&
      isObject(nativeCurrency) &&
      typeof nativeCurrency.name === 'string' &&
      typeof nativeCurrency.symbol === 'string' &&
      Number.isInteger(nativeCurrency.decimals) &&
      (blockExplorerUrls === undefined ||
        blockExplorerUrls === null ||
        (Array.isArray(blockExplorerUrls) &&
          blockExplorerUrls.every((url) => typeof url === 'string'))),
  )
  return chain as AddChainParam
}

export type WatchAssetParam = {
  type: 'ERC20'
  options: { address: Address; symbol?: string; decimals?: number; image?: string }
}

export function watchAssetParam(method: string, params: unknown): WatchAssetParam {
  // EIP-747 passes an object; some callers wrap it in an array.
  const asset = Array.isArray(params) ? params[0] : params
  expect(
    method,
    '{ type: "ERC20", options: { address, symbol?, decimals?, image? } }',
    isObject(asset) &&
      asset.type === 'ERC20' &&
      isObject(asset.options) &&
      typeof asset.options.address === 'string' &&
      isAddress(asset.options.address, { strict: false }) &&
      (asset.options.decimals === undefined || Number.isInteger(asset.options.decimals)),
  )
  return asset as WatchAssetParam
}

export function permissionsParam(method: string, params: unknown) {
  const [request] = asArray(params)
  expect(method, '[{ eth_accounts: {} }]', isObject(request) && isObject(request.eth_accounts))
}

export function personalSignParam(
  method: string,
  params: unknown,
): { message: Hex | string; address: Address } {
  const [message, address] = asArray(params)
  expect(
    method,
    '[message (hex or text), address]',
    typeof message === 'string' &&
      typeof address === 'string' &&
      isAddress(address, { strict: false }),
  )
  return { message, address: address as Address }
}

export type TypedDataParam = {
  domain: Record<string, unknown>
  types: Record<string, readonly { name: string; type: string }[]>
  primaryType: string
  message: Record<string, unknown>
}

export function signTypedDataParam(
  method: string,
  params: unknown,
): { address: Address; typedData: TypedDataParam } {
  const [address, data] = asArray(params)
  const shape =
    '[address, typed data (JSON text or object with domain, types, primaryType, message)]'
  expect(method, shape, typeof address === 'string' && isAddress(address, { strict: false }))
  let typedData: unknown = data
  if (typeof data === 'string') {
    try {
      typedData = JSON.parse(data)
    } catch {
      expect(method, shape, false)
    }
  }
  expect(
    method,
    shape,
    isObject(typedData) &&
      isObject(typedData.types) &&
      typeof typedData.primaryType === 'string' &&
      isObject(typedData.message) &&
      (typedData.domain === undefined || isObject(typedData.domain)),
  )
  return {
    address: address as Address,
    typedData: { domain: {}, ...(typedData as Omit<TypedDataParam, 'domain'>) } as TypedDataParam,
  }
}

export type TransactionParam = {
  from: Address
  to?: Address
  value?: Hex
  data?: Hex
  gas?: Hex
  gasPrice?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
  nonce?: Hex
  /** EIP-7702: signed authorizations, which make the transaction type 4. */
  authorizationList?: readonly RpcAuthorizationParam[]
}

/** A signed EIP-7702 authorization as JSON-RPC carries it (viem's RpcAuthorization). */
export type RpcAuthorizationParam = {
  address: Address
  chainId: Hex
  nonce: Hex
  r: Hex
  s: Hex
  yParity: Hex
}

const isRpcAuthorization = (value: unknown): value is RpcAuthorizationParam =>
  isObject(value) &&
  isAddressText(value.address) &&
  (['chainId', 'nonce', 'r', 's', 'yParity'] as const).every((field) =>
    isQuantityText(value[field]),
  )

const quantityFields = [
  'value',
  'gas',
  'gasPrice',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
  'nonce',
] as const

export function transactionParam(method: string, params: unknown): TransactionParam {
  const [tx] = asArray(params)
  const shape = '[{ from, to?, value?, data?, gas?, … } with addresses and hex quantities]'
  expect(
    method,
    shape,
    isObject(tx) && typeof tx.from === 'string' && isAddress(tx.from, { strict: false }),
  )
  expect(
    method,
    shape,
    tx.to === undefined ||
      tx.to === null ||
      (typeof tx.to === 'string' && isAddress(tx.to, { strict: false })),
  )
  expect(method, shape, tx.data === undefined || (typeof tx.data === 'string' && isHex(tx.data)))
  for (const field of quantityFields)
    expect(method, shape, tx[field] === undefined || isQuantityText(tx[field]))
  expect(
    method,
    '{ authorizationList: [{ address, chainId, nonce, r, s, yParity }, …] } (EIP-7702, signed)',
    tx.authorizationList === undefined ||
      (Array.isArray(tx.authorizationList) && tx.authorizationList.every(isRpcAuthorization)),
  )
  return tx as TransactionParam
}

const isAddressText = (value: unknown): value is Address =>
  typeof value === 'string' && isAddress(value, { strict: false })
const isHexText = (value: unknown): value is Hex => typeof value === 'string' && isHex(value)
/** A JSON-RPC quantity: hex with at least one digit ('0x' alone is data, not a number). */
function isQuantityText(value: unknown): value is Hex {
  return typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)
}
const isOptional = <value>(value: unknown, check: (value: unknown) => value is value) =>
  value === undefined || value === null || check(value)

/** An EIP-7702 authorization to sign: the contract to delegate to, on a chain, at a nonce. */
export type AuthorizationRequestParam = {
  from: Address
  address: Address
  chainId: Hex
  nonce: Hex
}

export function authorizationRequestParam(
  method: string,
  params: unknown,
): AuthorizationRequestParam {
  const [request] = asArray(params)
  expect(
    method,
    '[{ from, address (the contract), chainId: "0x…", nonce: "0x…" }]',
    isObject(request) &&
      isAddressText(request.from) &&
      isAddressText(request.address) &&
      isQuantityText(request.chainId) &&
      isQuantityText(request.nonce),
  )
  return request as AuthorizationRequestParam
}

/** EIP-5792 capabilities: name → its parameters, `optional: true` if the wallet may ignore it. */
export type CapabilityRequests = Record<string, { optional?: boolean } | undefined>

export type CallParam = {
  to?: Address
  data?: Hex
  value?: Hex
  capabilities?: CapabilityRequests
}

export type SendCallsParam = {
  version: string
  id?: string
  from?: Address
  chainId?: Hex
  /** Whether the calls must land all or none (EIP-5792 2.0.0); absent in 1.0 requests. */
  atomicRequired: boolean
  calls: CallParam[]
  capabilities?: CapabilityRequests
}

const isCall = (call: unknown): call is CallParam =>
  isObject(call) &&
  isOptional(call.to, isAddressText) &&
  isOptional(call.data, isHexText) &&
  isOptional(call.value, isQuantityText) &&
  isOptional(call.capabilities, isObject)

export function sendCallsParam(method: string, params: unknown): SendCallsParam {
  const [batch] = asArray(params)
  expect(
    method,
    '[{ version, chainId: "0x…", from?, atomicRequired: boolean, calls: [{ to?, data?, value? }, …], id?, capabilities? }]',
    isObject(batch) &&
      typeof batch.version === 'string' &&
      (batch.atomicRequired === undefined || typeof batch.atomicRequired === 'boolean') &&
      Array.isArray(batch.calls) &&
      batch.calls.length > 0 &&
      batch.calls.every(isCall) &&
      isOptional(batch.chainId, isChainIdHex) &&
      isOptional(batch.from, isAddressText) &&
      (batch.id === undefined ||
        batch.id === null ||
        (typeof batch.id === 'string' && batch.id.length > 0 && batch.id.length <= 4096)) &&
      isOptional(batch.capabilities, isObject),
  )
  return { ...batch, atomicRequired: batch.atomicRequired === true } as SendCallsParam
}

export function getCapabilitiesParam(
  method: string,
  params: unknown,
): { address?: Address; chainIds?: Hex[] } {
  const [address, chainIds] = asArray(params)
  expect(
    method,
    '[address?, chainIds?: ["0x…", …]]',
    isOptional(address, isAddressText) &&
      (chainIds === undefined ||
        chainIds === null ||
        (Array.isArray(chainIds) && chainIds.every(isChainIdHex))),
  )
  return {
    address: address ?? undefined,
    chainIds: (chainIds as Hex[] | null | undefined) ?? undefined,
  }
}

export function batchIdParam(method: string, params: unknown): string {
  const [id] = asArray(params)
  expect(method, '[batch id (string)]', typeof id === 'string' && id.length > 0)
  return id
}
