import { useAccountModal, useChainModal, useConnectModal } from '@rainbow-me/rainbowkit'
import type { Meta, StoryObj } from '@storybook/react-vite'
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

/**
 * The meta of a file of stories on one opened modal. Each file spreads it beside its own title:
 * Storybook reads the title from the file's text, so that stays a literal there.
 */
export const openModalMeta = (modal: ModalName) =>
  ({ component: OpenModal, args: { modal } }) satisfies Meta<typeof OpenModal>

export type ModalStory = StoryObj<typeof OpenModal>
