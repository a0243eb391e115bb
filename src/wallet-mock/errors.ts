import {
  InternalRpcError,
  InvalidParamsRpcError,
  ResourceUnavailableRpcError,
  RpcError,
  SwitchChainError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from 'viem'

/**
 * The mock wallet's EIP-1193 / EIP-1474 errors: viem's RPC error classes, so
 * every code is the one real wallets use and wagmi already understands.
 */
export const walletErrors = {
  /** 4001 */
  userRejected: (method: string) =>
    new UserRejectedRequestError(new Error(`The user rejected ${method}.`)),
  /** 4100 */
  unauthorized: (detail: string) => new UnauthorizedProviderError(new Error(detail)),
  /** 4200 */
  unsupportedMethod: (method: string) =>
    new UnsupportedProviderMethodError(new Error(`The mock wallet does not support ${method}.`), {
      method,
    }),
  /** 4902 */
  unrecognizedChain: (chainId: string) =>
    new SwitchChainError(
      new Error(
        `Unrecognized chain ID "${chainId}". Try adding the chain using wallet_addEthereumChain first.`,
      ),
    ),
  /** -32002 */
  alreadyPending: (method: string) =>
    new ResourceUnavailableRpcError(
      new Error(`Request of type '${method}' already pending. Please wait.`),
    ),
  /** -32602 */
  invalidParams: (method: string, expected: string) =>
    new InvalidParamsRpcError(new Error(`${method}: ${expected}`)),
  /** -32603: a scripted generic failure. */
  failed: (method: string, message = 'The wallet failed to handle the request.') =>
    new InternalRpcError(new Error(`${method}: ${message}`)),
}

/** An error a node answered with, passed through with its own code, message and data. */
export function nodeError(error: { code: number; message: string; data?: unknown }) {
  const rpcError = new RpcError(new Error(error.message), {
    code: error.code,
    shortMessage: error.message,
  })
  return Object.assign(rpcError, { data: error.data })
}

/** The fields of an EIP-1193 error a log or a test compares. */
export function errorSummary(error: unknown): { code: number | undefined; message: string } {
  const { code, shortMessage, message } = (error ?? {}) as {
    code?: number
    shortMessage?: string
    message?: string
  }
  return { code, message: shortMessage ?? message ?? String(error) }
}
