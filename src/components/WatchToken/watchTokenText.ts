import { walletErrorTexts, walletFailure } from '../WalletErrors/walletErrorMessage'

/** The app's wording of the 'Add … to wallet' action and its outcomes (CALL-1). */
export const watchTokenTexts = {
  action: (symbol: string) => `Add ${symbol} to wallet`,
  added: (symbol: string) => `${symbol} was added to your wallet.`,
  refused: (symbol: string) => `Your wallet did not add ${symbol}.`,
  rejected: (symbol: string) => `You declined to add ${symbol} in your wallet.`,
} as const

/** What the visitor reads once the wallet answered: `true` added, `false` refused, or an error. */
export function watchTokenOutcome(
  symbol: string,
  outcome: { added: boolean } | { error: unknown },
) {
  if ('added' in outcome)
    return outcome.added ? watchTokenTexts.added(symbol) : watchTokenTexts.refused(symbol)
  const failure = walletFailure(outcome.error)
  if (failure === 'rejected') return watchTokenTexts.rejected(symbol)
  if (failure === 'pending') return walletErrorTexts.requestPending
  return watchTokenTexts.refused(symbol)
}
