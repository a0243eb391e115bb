import {
  AtomicityNotSupportedError,
  AtomicReadyWalletRejectedUpgradeError,
  BundleTooLargeError,
  ChainDisconnectedError,
  DuplicateIdError,
  InternalRpcError,
  InvalidParamsRpcError,
  ProviderDisconnectedError,
  ProviderRpcError,
  ResourceUnavailableRpcError,
  RpcError,
  SwitchChainError,
  UnauthorizedProviderError,
  UnknownBundleIdError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from 'viem'

/**
 * The wallet's answers that are errors: viem's RPC error classes, so every code is the one
 * real wallets use (EIP-1193, EIP-1474, EIP-5792) and wagmi already understands.
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
  /** 4900 */
  disconnected: () => new ProviderDisconnectedError(new Error('The mock wallet disconnected.')),
  /** 4901 */
  chainDisconnected: (detail = 'The mock wallet disconnected.') =>
    new ChainDisconnectedError(new Error(detail)),
  /** 4902 */
  unrecognizedChain: (chainId: string) =>
    new SwitchChainError(
      new Error(
        `Unrecognized chain ID "${chainId}". Try adding the chain using wallet_addEthereumChain first.`,
      ),
    ),
  /** 5700 */
  unsupportedCapability: (capability: string) =>
    new UnsupportedNonOptionalCapabilityError(
      new Error(`The mock wallet does not support the capability '${capability}'.`),
    ),
  /** 5710 */
  unsupportedChainId: (chainId: string) =>
    new UnsupportedChainIdError(new Error(`The mock wallet does not know chain ${chainId}.`)),
  /** 5720 */
  duplicateId: (id: string) =>
    new DuplicateIdError(new Error(`A batch with id ${id} was already sent.`)),
  /** 5730 */
  unknownBundleId: (id: string) =>
    new UnknownBundleIdError(new Error(`No batch with id ${id} was sent to this wallet.`)),
  /** 5740 */
  bundleTooLarge: (calls: number, max: number) =>
    new BundleTooLargeError(new Error(`${calls} calls; this wallet takes at most ${max}.`)),
  /** 5750 */
  rejectedUpgrade: () =>
    new AtomicReadyWalletRejectedUpgradeError(
      new Error('The user rejected upgrading the account for atomic batches.'),
    ),
  /** 5760 */
  atomicityNotSupported: (chainId: string) =>
    new AtomicityNotSupportedError(
      new Error(`The mock wallet cannot execute batches atomically on chain ${chainId}.`),
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

/** The error classes by code, for a scripted `{ type: 'error', code }`. */
const errorsByCode: Partial<Record<number, (cause: Error) => RpcError>> = {
  4001: (cause) => new UserRejectedRequestError(cause),
  4100: (cause) => new UnauthorizedProviderError(cause),
  4200: (cause) => new UnsupportedProviderMethodError(cause),
  4900: (cause) => new ProviderDisconnectedError(cause),
  4901: (cause) => new ChainDisconnectedError(cause),
  4902: (cause) => new SwitchChainError(cause),
  5700: (cause) => new UnsupportedNonOptionalCapabilityError(cause),
  5710: (cause) => new UnsupportedChainIdError(cause),
  5720: (cause) => new DuplicateIdError(cause),
  5730: (cause) => new UnknownBundleIdError(cause),
  5740: (cause) => new BundleTooLargeError(cause),
  5750: (cause) => new AtomicReadyWalletRejectedUpgradeError(cause),
  5760: (cause) => new AtomicityNotSupportedError(cause),
  [-32002]: (cause) => new ResourceUnavailableRpcError(cause),
  [-32602]: (cause) => new InvalidParamsRpcError(cause),
  [-32603]: (cause) => new InternalRpcError(cause),
}

/** An error with any code: viem's class for it where there is one, else a ProviderRpcError. */
export function errorWithCode(code: number, method: string, message?: string): RpcError {
  const cause = new Error(`${method}: ${message ?? `scripted error ${code}`}`)
  return (
    errorsByCode[code]?.(cause) ??
    new ProviderRpcError(cause, { code, shortMessage: message ?? `Error ${code}.` })
  )
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
