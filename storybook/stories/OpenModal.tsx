import { useAccountModal, useChainModal, useConnectModal } from '@rainbow-me/rainbowkit'
import { useEffect, useRef } from 'react'
import { StoryHeader } from './StoryHeader'

export type ModalName = 'connect' | 'account' | 'chain'

function useOpener(modal: ModalName) {
  const { openConnectModal } = useConnectModal()
  const { openAccountModal } = useAccountModal()
  const { openChainModal } = useChainModal()
  return { connect: openConnectModal, account: openAccountModal, chain: openChainModal }[modal]
}

/**
 * The app's header with one of RainbowKit's modals opened as soon as RainbowKit allows it
 * (the account modal only once connected on a supported chain, spec §4).
 */
export function OpenModal({ modal }: { modal: ModalName }) {
  const open = useOpener(modal)
  const opened = useRef(false)
  useEffect(() => {
    if (open && !opened.current) {
      opened.current = true
      open()
    }
  }, [open])
  return <StoryHeader />
}
