import { ConnectButton } from '@rainbow-me/rainbowkit'
import type { ReactNode } from 'react'
import { appName } from '../../config/appInfo'
import { BalanceStatus } from '../BalanceStatus/BalanceStatus'
import { SignInAlert } from '../SignInAlert/SignInAlert'
import { WatchToken } from '../WatchToken/WatchToken'
import styles from './Header.module.css'

export type HeaderProps = {
  /** Drawn in place of RainbowKit's button (the app's stand-in 'Connect Wallet' while disconnected). */
  button?: ReactNode
}

export function Header({ button }: HeaderProps) {
  return (
    <>
      <header className={styles.header}>
        <span className={styles.brand}>{appName()}</span>
        {/* BTN-2: the balance on every screen (RainbowKit hides it on small ones by default). */}
        {button ?? <ConnectButton showBalance />}
      </header>
      <BalanceStatus />
      <SignInAlert />
      <WatchToken />
    </>
  )
}
