import { useCallback, useEffect } from 'react'
import { connectWalletLabel } from '../config/constants'
import styles from './ConnectDialogFrame.module.css'

export type ConnectDialogFrameProps = {
  /**
   * 'waiting': the visitor's answer while RainbowKit's modal is on its way (a busy dialog holding
   * the focus); 'handed-over': RainbowKit's modal is open above it, this fades out (hidden from
   * assistive technology, inert), then `onGone`.
   */
  state: 'waiting' | 'handed-over'
  /** Escape or a press on the backdrop while waiting: the visitor changed their mind. */
  onCancel: () => void
  onGone: () => void
}

/** The connect modal's frame, drawn by the app the moment 'Connect Wallet' is pressed. */
export function ConnectDialogFrame({ state, onCancel, onGone }: ConnectDialogFrameProps) {
  const waiting = state === 'waiting'
  // The keyboard goes into the dialog at once, as it does into RainbowKit's.
  const takeFocus = useCallback((element: HTMLDivElement | null) => element?.focus(), [])
  // On the document, as RainbowKit's dialog listens: a mouse press may leave the focus on the button.
  useEffect(() => {
    if (!waiting) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [waiting, onCancel])
  return (
    <div
      ref={takeFocus}
      className={styles.backdrop}
      data-state={state}
      data-testid="plaza-connect-frame"
      role="dialog"
      aria-modal="true"
      aria-busy={waiting}
      aria-label={connectWalletLabel}
      aria-hidden={!waiting || undefined}
      inert={!waiting}
      tabIndex={-1}
      onClick={(event) => {
        if (waiting && event.target === event.currentTarget) onCancel()
      }}
      onAnimationEnd={(event) => {
        if (!waiting && event.target === event.currentTarget) onGone()
      }}
    >
      <div className={styles.box}>
        <span className={styles.spinner} />
      </div>
    </div>
  )
}
