import { type FormEvent, useState } from 'react'
import { useAccount, useSignMessage } from 'wagmi'
import { appName } from '../../config/appInfo'
import styles from '../Header/WalletNotices.module.css'
import { walletErrorMessage } from '../WalletErrors/walletErrorMessage'

/** The app's wording of signing a message. */
const signMessageTexts = {
  field: 'Message to sign',
  action: 'Sign with your wallet',
  signed: 'Your wallet signed it:',
  failed: 'Your wallet did not sign the message.',
} as const

/**
 * Spec §1, 'sign messages': a message the visitor types, signed by the connected wallet through
 * wagmi's `useSignMessage` (personal_sign); shows the signature, or why there is none.
 */
export function SignMessage() {
  const { address } = useAccount()
  // A fresh message and outcome per account.
  if (!address) return null
  return <MessageSigner key={address} />
}

function MessageSigner() {
  const [message, setMessage] = useState('')
  const { signMessage, data: signature, error, status, reset } = useSignMessage()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    signMessage({ message })
  }
  const failure =
    status === 'error' &&
    (walletErrorMessage('signMessage', error, { appName: appName() }) ?? signMessageTexts.failed)
  return (
    <form className={styles.row} aria-label="Sign a message" onSubmit={submit}>
      <label className={styles.field}>
        {signMessageTexts.field}
        <textarea
          rows={2}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value)
            // The signature shown is always of the message shown.
            reset()
          }}
        />
      </label>
      <button type="submit" className={styles.action} disabled={!message || status === 'pending'}>
        {signMessageTexts.action}
      </button>
      {status === 'success' && (
        <output className={styles.outcome}>
          {signMessageTexts.signed} <code>{signature}</code>
        </output>
      )}
      {failure && <output className={styles.outcome}>{failure}</output>}
    </form>
  )
}
