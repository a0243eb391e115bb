import { type DisclaimerComponent, WalletButton } from '@rainbow-me/rainbowkit'
import { useEffect, useState } from 'react'
import { useConnectors } from 'wagmi'
import { PhoneConnectFailure } from '../WalletErrors/PhoneConnectFailure'
import styles from './UnsupportedWallets.module.css'
import { isPhoneSheet, rainbowKitWalletIds, unsupportedLabel } from './unsupportedWallets'

/**
 * ERR-UNSUPPORTED on a phone. RainbowKit 2.2.11's sheet lists only ready wallets, so its
 * '(unsupported)' suffix never shows; rendered as the sheet's `appInfo.disclaimer`, this lists
 * the wallets that cannot run on this device as disabled '<name> (unsupported)' tiles, reading
 * each wallet's readiness from RainbowKit (`WalletButton.Custom`).
 */
const UnsupportedWallets: DisclaimerComponent = () => {
  const ids = rainbowKitWalletIds(useConnectors())
  return (
    <ul className={styles.list} aria-label="Wallets that cannot run on this device">
      {ids.map((id) => (
        <WalletButton.Custom key={id} wallet={id}>
          {({ connector }) =>
            connector.ready ? null : (
              <li>
                <button
                  type="button"
                  className={styles.tile}
                  disabled
                  data-testid={`unsupported-wallet-${id}`}
                >
                  {unsupportedLabel(connector.shortName ?? connector.name)}
                </button>
              </li>
            )
          }
        </WalletButton.Custom>
      ))}
    </ul>
  )
}

/** What the app adds to RainbowKit's phone sheet: a failed connection, then the unsupported tiles. */
const PhoneSheetAdditions: DisclaimerComponent = (props) => (
  <>
    <PhoneConnectFailure />
    <UnsupportedWallets {...props} />
  </>
)

/**
 * The `appInfo.disclaimer` for RainbowKit: the app's additions on a phone, nothing elsewhere
 * (in the desktop compact modal a disclaimer would replace 'New to Ethereum wallets?').
 * Decided after mount, as RainbowKit reads the user agent in the browser.
 */
export function usePhoneDisclaimer(): DisclaimerComponent | undefined {
  const [phone, setPhone] = useState(false)
  useEffect(() => setPhone(isPhoneSheet(globalThis.navigator)), [])
  return phone ? PhoneSheetAdditions : undefined
}
