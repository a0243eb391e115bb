import { useSignInMode } from '../../auth/client/SignInSetting'
import { appName } from '../../config/appInfo'
import styles from './Landing.module.css'

export function Landing() {
  // Signing in is offered only where the deployment turns it on (PLAZA_AUTH=siwe).
  const signIn = useSignInMode() === 'siwe'
  return (
    <main className={styles.main}>
      <h1 className={styles.title}>{appName()}</h1>
      <p className={styles.lead}>
        {signIn
          ? 'Your wallet is your profile. Connect it to see your name, avatar and balance, pick your network, sign messages and sign in.'
          : 'Your wallet is your profile. Connect it to see your name, avatar and balance, pick your network and sign messages.'}
      </p>
    </main>
  )
}
