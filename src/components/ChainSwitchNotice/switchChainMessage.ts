import { walletErrorMessage, walletErrorTexts } from '../WalletErrors/walletErrorMessage'

/** What the visitor reads when a network switch fails (spec §2.2, §8). */
export const switchChainMessages = {
  /** ERR-4001: the visitor said no in the wallet. */
  rejected: walletErrorTexts.switchRejected,
  /** CHN-4. */
  notSupported: walletErrorTexts.switchNotSupported,
  /** ERR-CHAIN404. */
  chainNotFound: walletErrorTexts.chainNotFound,
  /** ERR-SWITCH. */
  failed: walletErrorTexts.switchFailed,
} as const

/** The message for a failed `switchChain`, whatever the wallet or library threw. */
export function switchChainMessage(error: unknown, appName: string): string {
  return walletErrorMessage('switchChain', error, { appName }) ?? walletErrorTexts.switchFailed
}
