import { useSignInError } from '../../auth/client/SiweAuthentication'
import { ErrorNotice } from '../ErrorNotice/ErrorNotice'
import styles from './SignInAlert.module.css'

/**
 * ERR-SIWE's 'Oops, something went wrong!': a sign-in call outside the 'Verify your account'
 * dialog failed (the session lookup on load, the logout). RainbowKit's dialog cannot show it
 * (its outer catch is unreachable in 2.2.11), so the app does, under the header, with what it
 * means for the visitor and a way to try again. Renders nothing when sign-in is off.
 */
export function SignInAlert() {
  const state = useSignInError()
  if (!state?.error) return null
  const { error, retry, dismiss } = state
  return (
    <ErrorNotice
      testId="sign-in-error"
      actions={[
        { label: 'Retry', onClick: retry },
        { label: 'Dismiss', onClick: dismiss },
      ]}
    >
      <span className={styles.text}>
        <strong>{error.shortMessage}</strong>
        <span>{error.details}</span>
      </span>
    </ErrorNotice>
  )
}
