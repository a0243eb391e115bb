import { ConnectButton, useConnectModal } from '@rainbow-me/rainbowkit'
import { useEffect } from 'react'
import { useAccount } from 'wagmi'
import { useSignInLoading } from '../auth/client/SiweAuthentication'
import { afterNextPaint } from './afterNextPaint'
import { useConnectFrame } from './connectFrame'
import { ShellConnectButton } from './ShellConnectButton'

/**
 * The header's wallet button inside the stack: while no wallet is connected or connecting, the
 * stand-in 'Connect Wallet' (as before the stack arrived), opening RainbowKit's connect modal;
 * RainbowKit's own button once one is.
 *
 * A mouse press or a key opens the modal in the same task, as RainbowKit's own button does. A tap,
 * or a press the shell answered before the stack was mounted, is answered with the dialog frame
 * first; RainbowKit's modal opens over it once that frame has been painted (a phone takes a few
 * hundred milliseconds to render the modal).
 */
export function AppConnectButton() {
  const { isConnected, isDisconnected } = useAccount()
  const { openConnectModal } = useConnectModal()
  // While the sign-in status loads, RainbowKit hides its own button and would close a modal opened
  // now once the status lands: a press waits behind the dialog frame instead.
  const signInLoading = useSignInLoading()
  const open = signInLoading ? undefined : openConnectModal
  const { waiting, wait, handOver, close, standIn } = useConnectFrame()

  useEffect(() => {
    if (!waiting) return
    if (!open) {
      // A wallet got connected meanwhile (a restored connection): nothing to open.
      if (isConnected) close()
      return
    }
    return afterNextPaint(() => handOver(open))
  }, [waiting, open, isConnected, handOver, close])

  // BTN-2: the balance on every screen (RainbowKit hides it on small ones by default).
  if (!isDisconnected) return <ConnectButton showBalance />
  return (
    <ShellConnectButton
      buttonRef={standIn}
      onOpen={(input) => (open && input !== 'touch' ? open() : wait())}
    />
  )
}
