import { ConnectButton } from '@rainbow-me/rainbowkit'
import { appName } from '../../config/appInfo'
import { BalanceStatus } from '../BalanceStatus'
import { ChainSwitchNotice } from '../ChainSwitchNotice'
import { SignInAlert } from '../SignInAlert'
import styles from './Header.module.css'

export function Header() {
  return (
    <>
      <header className={styles.header}>
        <span className={styles.brand}>{appName()}</span>
        <ConnectButton />
      </header>
      <ChainSwitchNotice />
      <BalanceStatus />
      <SignInAlert />
    </>
  )
}
