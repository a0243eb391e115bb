import { createContext, useContext } from 'react'

/** The app-drawn connect dialog frame, as the stack sees it (AppConnectButton). */
type ConnectFrame = {
  /** A press was answered with the frame; RainbowKit's modal is not open yet. */
  waiting: boolean
  wait: () => void
  /** Opens RainbowKit's modal over the frame, which fades out beneath it. */
  handOver: (openConnectModal: () => void) => void
  close: () => void
  /** Ref of the stand-in 'Connect Wallet', wherever it is rendered. */
  standIn: (element: HTMLButtonElement | null) => () => void
}

/** Provided by the shell (WalletShell), which draws the frame above the page. */
export const ConnectFrameContext = createContext<ConnectFrame>({
  waiting: false,
  wait: () => {},
  handOver: (openConnectModal) => openConnectModal(),
  close: () => {},
  standIn: () => () => {},
})

export function useConnectFrame() {
  return useContext(ConnectFrameContext)
}
