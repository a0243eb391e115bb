import { useState } from 'react'
import { getWalletSamplesKey } from '../getWalletSamples'
import styles from './WalletLab.module.css'

/**
 * 'List wallets to get': real wallets with downloads before 'Popular' in the connect modal, so
 * its 'Get a Wallet' lists reach their caps (LIM-GET). The wallet list is built when the page
 * loads, so switching reloads the page.
 */
export function GetWalletSamples() {
  const [listed] = useState(() => window.localStorage.getItem(getWalletSamplesKey) === '1')
  return (
    <fieldset className={styles.group}>
      <legend>Connect modal</legend>
      <label>
        <input
          type="checkbox"
          checked={listed}
          onChange={(event) => {
            if (event.target.checked) window.localStorage.setItem(getWalletSamplesKey, '1')
            else window.localStorage.removeItem(getWalletSamplesKey)
            window.location.reload()
          }}
        />{' '}
        List wallets to get first (reloads)
      </label>
    </fieldset>
  )
}
