import { walletErrorMessage, walletErrorTexts } from '../WalletErrors/walletErrorMessage'

/** The message for a failed `switchChain`, whatever the wallet or library threw. */
export function switchChainMessage(error: unknown, appName: string): string {
  return walletErrorMessage('switchChain', error, { appName }) ?? walletErrorTexts.switchFailed
}
