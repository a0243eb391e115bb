import type { ReactNode } from 'react'
import { appName } from '../../config/appInfo'
import styles from './Header.module.css'

export type HeaderProps = {
  /** The wallet button: the stand-in 'Connect Wallet' before the wallet code arrives. */
  button: ReactNode
  /** What the wallet has to say, under the header (WalletNotices, once the wallet code is there). */
  children?: ReactNode
}

/** The app's header on every page. */
export function Header({ button, children }: HeaderProps) {
  return (
    <>
      <header className={styles.header}>
        <span className={styles.brand}>{appName()}</span>
        {button}
      </header>
      {children}
    </>
  )
}
