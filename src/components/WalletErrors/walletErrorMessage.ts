import { ChainNotFoundOnConnectorError, WalletProviderNotFoundError } from '../../errors/connector'

/** What the app asked the wallet for when it failed. */
export type WalletAction = 'connect' | 'switchChain' | 'signMessage'

/** What a wallet failure means for the visitor (spec §8). */
export type WalletFailure =
  | 'rejected'
  | 'pending'
  | 'noProvider'
  | 'chainNotFound'
  | 'notSupported'
  | 'failed'

/** The app's wording of each failure (the spec's where it gives one). */
export const walletErrorTexts = {
  /** ERR-32002: distinct from a rejection, the first request still waits in the wallet. */
  requestPending: 'A request is already waiting in your wallet. Open your wallet to answer it.',
  connectRejected: 'You rejected the connection in your wallet.',
  switchRejected: 'You rejected the network switch in your wallet.',
  signRejected: 'You rejected the signature request in your wallet.',
  /** CHN-4: RainbowKit's own wording (`chains.switching_not_supported`). */
  switchNotSupported: (appName: string) =>
    `Your wallet does not support switching networks from ${appName}. Try switching networks from within your wallet instead.`,
  /** ERR-SWITCH: viem's SwitchChainError wording. */
  switchFailed: 'An error occurred when attempting to switch chain.',
  /** ERR-NOPROV, ERR-CHAIN404: the spec's texts. */
  noProvider: new WalletProviderNotFoundError().shortMessage,
  chainNotFound: new ChainNotFoundOnConnectorError().shortMessage,
} as const

type ErrorLike = {
  name?: unknown
  code?: unknown
  cause?: unknown
  message?: unknown
  shortMessage?: unknown
}

/** A library's or the app's error text without the details viem-shaped errors append. */
const textOf = (cause: ErrorLike) => cause.shortMessage ?? cause.message

/** The error and its causes, outermost first (libraries wrap the wallet's answer). */
function* causes(error: unknown): Generator<ErrorLike> {
  const seen = new Set<unknown>()
  let current = error
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    yield current as ErrorLike
    current = (current as ErrorLike).cause
  }
}

const providerMissing = new Set(['ProviderNotFoundError', 'WalletProviderNotFoundError'])
const chainMissing = new Set(['ChainNotConfiguredError', 'ChainNotFoundOnConnectorError'])
const cannotSwitch = new Set(['SwitchChainNotSupportedError', 'UnsupportedProviderMethodError'])

/**
 * What a failure thrown by wagmi's connectors, viem or the app's own connectors means, whatever
 * wraps it: wallet codes (4001, -32002, 4200) and the libraries' error classes, by name, since
 * each bundle may hold its own copy of a class.
 */
export function walletFailure(error: unknown): WalletFailure {
  for (const cause of causes(error)) {
    if (cause.code === 4001 || cause.name === 'UserRejectedRequestError') return 'rejected'
    if (cause.code === -32002 || cause.name === 'ResourceUnavailableRpcError') return 'pending'
    if (typeof cause.name === 'string' && providerMissing.has(cause.name)) return 'noProvider'
    if (
      (typeof cause.name === 'string' && chainMissing.has(cause.name)) ||
      textOf(cause) === walletErrorTexts.chainNotFound
    )
      return 'chainNotFound'
    if (cause.code === 4200 || (typeof cause.name === 'string' && cannotSwitch.has(cause.name)))
      return 'notSupported'
  }
  return 'failed'
}

const rejectedTexts = {
  connect: walletErrorTexts.connectRejected,
  switchChain: walletErrorTexts.switchRejected,
  signMessage: walletErrorTexts.signRejected,
} as const satisfies Record<WalletAction, string>

/** What the app knows besides the error: its name. */
export type WalletErrorContext = { appName: string }

/**
 * What the visitor reads when `action` failed with `error`; undefined when there is nothing to
 * add to what RainbowKit shows (a connection that failed for another reason: RETRY says it).
 */
export function walletErrorMessage(
  action: WalletAction,
  error: unknown,
  { appName }: WalletErrorContext,
): string | undefined {
  const failure = walletFailure(error)
  switch (failure) {
    case 'rejected':
      return rejectedTexts[action]
    case 'pending':
      return walletErrorTexts.requestPending
    case 'noProvider':
      return walletErrorTexts.noProvider
    case 'chainNotFound':
      return walletErrorTexts.chainNotFound
    case 'notSupported':
      return action === 'switchChain' ? walletErrorTexts.switchNotSupported(appName) : undefined
    case 'failed':
      return action === 'switchChain' ? walletErrorTexts.switchFailed : undefined
  }
}
