import { appName } from '../../config/appInfo'
import styles from './Landing.module.css'

export function Landing() {
  return (
    <main className={styles.main}>
      <h1 className={styles.title}>{appName()}</h1>
      <p className={styles.lead}>
        Your wallet is your profile. Connect it to see your name, avatar and balance, pick your
        network and sign in.
      </p>
    </main>
  )
}
