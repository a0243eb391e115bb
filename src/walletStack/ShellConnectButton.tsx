import { type Ref, useRef } from 'react'
import { connectWalletLabel } from '../config/constants'
import styles from './ShellConnectButton.module.css'

/** What pressed the button: a mouse (or pen), a finger, or a key (Enter, Space). */
type PressInput = 'pointer' | 'touch' | 'keyboard'

export type ShellConnectButtonProps = {
  /** The visitor may want the modal soon: fetch and mount the wallet code (before it is there). */
  onApproach?: () => void
  /** The visitor asked for the connect modal. */
  onOpen: (input: PressInput) => void
  buttonRef: Ref<HTMLButtonElement>
}

/**
 * The app's 'Connect Wallet' while no wallet is connected: looks and reads like RainbowKit's
 * (server-rendered, so it works before any wallet code has arrived) and opens RainbowKit's
 * connect modal.
 */
export function ShellConnectButton({ onApproach, onOpen, buttonRef }: ShellConnectButtonProps) {
  const pressedBy = useRef('')
  return (
    <button
      ref={buttonRef}
      type="button"
      className={styles.button}
      data-testid="plaza-connect-button"
      onPointerEnter={onApproach}
      onFocus={onApproach}
      onTouchStart={onApproach}
      onPointerDown={(event) => {
        pressedBy.current = event.pointerType
        if (event.pointerType === 'touch' || event.button !== 0) return
        // A mouse opens on the press: the page below the wallet code is re-created when the code
        // mounts, and a click whose press and release met two buttons would be lost. The button
        // takes the focus now (not from the press's default action, after the modal took it).
        event.preventDefault()
        event.currentTarget.focus()
        onOpen('pointer')
      }}
      onClick={(event) => {
        // A click made with a key counts no presses (detail 0); a mouse's was handled on its press.
        if (event.detail === 0) onOpen('keyboard')
        else if (pressedBy.current === 'touch') onOpen('touch')
      }}
    >
      {connectWalletLabel}
    </button>
  )
}
