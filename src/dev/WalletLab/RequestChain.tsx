import { useState } from 'react'
import { useSwitchChain } from 'wagmi'
import { WalletErrorText } from '../../components/WalletErrors/WalletErrorText'
import styles from './WalletLab.module.css'

/**
 * 'Request chain': the app asks the wallet for any chain id through wagmi's `useSwitchChain`,
 * the path RainbowKit's chain modal takes, and says why it failed as the chain modal does
 * (ERR-CHAIN404 for a chain the app does not configure).
 */
export function RequestChain() {
  const { switchChain, error } = useSwitchChain()
  const [chainId, setChainId] = useState('31337')
  return (
    <fieldset className={styles.group}>
      <legend>As the app</legend>
      <div className={styles.row}>
        <label>
          Chain id{' '}
          <input
            type="number"
            min={1}
            value={chainId}
            onChange={(event) => setChainId(event.target.value)}
          />
        </label>
        <button
          type="button"
          disabled={!Number(chainId)}
          onClick={() => switchChain({ chainId: Number(chainId) })}
        >
          Request chain
        </button>
      </div>
      {error ? <WalletErrorText action="switchChain" error={error} /> : null}
    </fieldset>
  )
}
