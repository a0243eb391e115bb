import { WalletButton } from '@rainbow-me/rainbowkit'
import { useConnectFailure } from './connectAttempts'
import styles from './PhoneConnectFailure.module.css'
import { WalletErrorText } from './WalletErrorText'

/**
 * ST-7, ERR-4001, ERR-32002, ERR-NOPROV on a phone. RainbowKit 2.2.11's sheet ignores a failed
 * connection (its tile's catch is empty): shown in the sheet (its `appInfo.disclaimer`), this
 * says what failed and offers RETRY, which connects the same wallet through RainbowKit again.
 */
export function PhoneConnectFailure() {
  const { failure, retry } = useConnectFailure()
  if (!failure) return null
  return (
    <div className={styles.failure} data-testid="phone-connect-failure">
      <WalletErrorText action="connect" error={failure.error} />
      <WalletButton.Custom wallet={failure.walletId}>
        {({ connector }) => (
          <button
            type="button"
            className={styles.retry}
            onClick={() => retry(failure.walletId, connector?.connect?.())}
          >
            RETRY
          </button>
        )}
      </WalletButton.Custom>
    </div>
  )
}
