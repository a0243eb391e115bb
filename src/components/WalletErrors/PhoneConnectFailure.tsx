import { WalletButton } from '@rainbow-me/rainbowkit'
import styles from './PhoneConnectFailure.module.css'
import { useConnectFailure } from './useConnectFailure'
import { WalletErrorText } from './WalletErrorText'

/**
 * ST-7, ERR-4001, ERR-32002, ERR-NOPROV on a phone. RainbowKit 2.2.11's sheet ignores a failed
 * connection (its tile's catch is empty): shown in the sheet (its `appInfo.disclaimer`), this
 * says what failed and offers RETRY, which connects the same wallet through RainbowKit again.
 */
export function PhoneConnectFailure() {
  const failure = useConnectFailure()
  if (!failure) return null
  return (
    <div className={styles.failure} data-testid="phone-connect-failure">
      <WalletErrorText action="connect" error={failure.error} />
      <WalletButton.Custom wallet={failure.walletId}>
        {({ connector }) => (
          <button
            type="button"
            className={styles.retry}
            // A new failure is recorded by wagmi's mutation (and shown here); nothing to catch.
            onClick={() => void connector?.connect?.().catch(() => undefined)}
          >
            RETRY
          </button>
        )}
      </WalletButton.Custom>
    </div>
  )
}
