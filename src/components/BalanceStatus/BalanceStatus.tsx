import { useAccount, useBalance } from 'wagmi'
import { balanceUnavailableText, pollingIntervalMs } from '../../config/constants'
import styles from './BalanceStatus.module.css'

/**
 * RainbowKit's connect button simply drops the balance when the node is down or times out.
 * This watches the same balance query (same key as the button's) and says so while it fails;
 * meanwhile it retries every polling interval, so the button's balance returns on its own.
 */
export function BalanceStatus() {
  const { address, isConnected } = useAccount()
  const { isError } = useBalance({
    address,
    query: {
      refetchInterval: (query) => (query.state.status === 'error' ? pollingIntervalMs : false),
    },
  })
  if (!isConnected || !isError) return null
  return (
    <p className={styles.status} role="status" data-testid="balance-unavailable">
      {balanceUnavailableText}
    </p>
  )
}
