import { appName } from '../../config/appInfo'
import styles from './WalletErrorText.module.css'
import { type WalletAction, walletErrorMessage } from './walletErrorMessage'

export type WalletErrorTextProps = { action: WalletAction; error: unknown }

/**
 * RainbowKit's `appInfo.walletError` (the app's patch of RainbowKit): what a failed connect (the
 * connect modal's CONNECT step), chain switch (the chain modal) or refused signature ('Verify
 * your account') means for the visitor. Nothing when RainbowKit's own RETRY says it all.
 */
export function WalletErrorText({ action, error }: WalletErrorTextProps) {
  const message = walletErrorMessage(action, error, { appName: appName() })
  if (!message) return null
  return (
    <p className={styles.text} role="alert" data-testid={`wallet-error-${action}`}>
      {message}
    </p>
  )
}
