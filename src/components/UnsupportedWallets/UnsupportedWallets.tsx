import { type DisclaimerComponent, WalletButton } from '@rainbow-me/rainbowkit'
import { useEffect, useState } from 'react'
import { useConnectors } from 'wagmi'
import { PhoneConnectFailure } from '../WalletErrors/PhoneConnectFailure'
import styles from './UnsupportedWallets.module.css'
import {
  isPhoneSheet,
  leftOutOfList,
  rainbowKitWalletIds,
  unsupportedLabel,
} from './unsupportedWallets'

/**
 * ERR-UNSUPPORTED. RainbowKit 2.2.11 leaves the wallets that cannot run here out of its list, so
 * its '(unsupported)' suffix never shows; rendered as `appInfo.disclaimer` under the list, this
 * shows them as disabled '<name> (unsupported)' tiles, reading each wallet's readiness from
 * RainbowKit (`WalletButton.Custom`). The phone sheet's tiles use short names, as its icons do.
 */
function UnsupportedWallets({ phone }: { phone: boolean }) {
  const ids = rainbowKitWalletIds(useConnectors())
  return (
    <ul className={styles.list} aria-label="Wallets that cannot run on this device">
      {ids.map((id) => (
        <WalletButton.Custom key={id} wallet={id}>
          {({ connector }) =>
            leftOutOfList(connector, phone) ? (
              <li>
                <button type="button" className={styles.tile} disabled>
                  {unsupportedLabel(
                    phone ? (connector.shortName ?? connector.name) : connector.name,
                  )}
                </button>
              </li>
            ) : null
          }
        </WalletButton.Custom>
      ))}
    </ul>
  )
}

/** What the app adds to RainbowKit's desktop list: the unsupported tiles. */
const DesktopListAdditions: DisclaimerComponent = () => <UnsupportedWallets phone={false} />

/** What the app adds to RainbowKit's phone sheet: a failed connection, then the unsupported tiles. */
const PhoneSheetAdditions: DisclaimerComponent = () => (
  <>
    <PhoneConnectFailure />
    <UnsupportedWallets phone />
  </>
)

/**
 * The `appInfo.disclaimer` for RainbowKit: the app's additions under the wallet list. In the
 * compact desktop modal a disclaimer takes the place of 'New to Ethereum wallets?', and
 * RainbowKit moves its way to 'What is a Wallet?' to an info button beside the title.
 * Decided after mount, as RainbowKit reads the user agent in the browser.
 */
export function useWalletListAdditions(): DisclaimerComponent {
  const [phone, setPhone] = useState(false)
  useEffect(() => setPhone(isPhoneSheet(globalThis.navigator)), [])
  return phone ? PhoneSheetAdditions : DesktopListAdditions
}
