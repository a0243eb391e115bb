import { ConnectButton } from '@rainbow-me/rainbowkit'
import type { ReactNode } from 'react'
import { appName } from '../../config/appInfo'
import { BalanceStatus } from '../BalanceStatus/BalanceStatus'
import { ChainSwitchNotice } from '../ChainSwitchNotice/ChainSwitchNotice'
import { SignInAlert } from '../SignInAlert/SignInAlert'
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
        {button ?? <ConnectButton />}
      </header>
      <ChainSwitchNotice />
      <BalanceStatus />
      <SignInAlert />
    </>
  )
}
