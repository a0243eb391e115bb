import { ChainNotFoundOnConnectorError } from '../../errors/connector'

/** What the visitor reads when a network switch fails (spec §2.2, §8). */
export const switchChainMessages = {
  /** ERR-4001: the visitor said no in the wallet. */
  rejected: 'You rejected the network switch in your wallet.',
  /** CHN-4: RainbowKit's own wording (`chains.switching_not_supported`), which its ChainModal no longer shows. */
  notSupported: (appName: string) =>
    `Your wallet does not support switching networks from ${appName}. Try switching networks from within your wallet instead.`,
  /** ERR-CHAIN404. */
  chainNotFound: new ChainNotFoundOnConnectorError().message,
  /** ERR-SWITCH: viem's SwitchChainError wording. */
  failed: 'An error occurred when attempting to switch chain.',
} as const

type ErrorLike = { name?: unknown; code?: unknown; cause?: unknown; message?: unknown }

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

/** The message for a failed `switchChain`, whatever the wallet or library threw. */
export function switchChainMessage(error: unknown, appName: string): string {
  for (const cause of causes(error)) {
    if (cause.code === 4001 || cause.name === 'UserRejectedRequestError')
      return switchChainMessages.rejected
    if (
      cause.code === 4200 ||
      cause.name === 'SwitchChainNotSupportedError' ||
      cause.name === 'UnsupportedProviderMethodError'
    )
      return switchChainMessages.notSupported(appName)
    if (
      cause.name === 'ChainNotConfiguredError' ||
      cause.name === 'ChainNotFoundOnConnectorError' ||
      cause.message === switchChainMessages.chainNotFound
    )
      return switchChainMessages.chainNotFound
  }
  return switchChainMessages.failed
}
