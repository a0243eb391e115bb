import type { ReactNode } from 'react'
import styles from './ErrorNotice.module.css'

export type ErrorNoticeProps = {
  /** What went wrong, and what it means for the visitor. */
  children: ReactNode
  /** The visitor's ways out, in order (e.g. Retry, Dismiss). */
  actions: { label: string; onClick: () => void }[]
  testId: string
}

/** A failure shown under the header as an alert, with buttons to act on it. */
export function ErrorNotice({ children, actions, testId }: ErrorNoticeProps) {
  return (
    <div className={styles.notice} role="alert" data-testid={testId}>
      {children}
      <span className={styles.actions}>
        {actions.map(({ label, onClick }) => (
          <button key={label} type="button" className={styles.action} onClick={onClick}>
            {label}
          </button>
        ))}
      </span>
    </div>
  )
}
