import { ConnectButton } from '@rainbow-me/rainbowkit'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { expect, within } from 'storybook/test'
import { useAccount } from 'wagmi'
import { presets } from '../presets'
import { visible } from './queries'

/** Every wagmi status the page has rendered, in order. */
function StatusHistory() {
  const { status } = useAccount()
  const [history, setHistory] = useState<string[]>([])
  useEffect(() => setHistory((seen) => [...seen, status]), [status])
  return (
    <>
      <ConnectButton />
      <output aria-label="wagmi status history">{history.join(' -> ')}</output>
    </>
  )
}

/**
 * The story's loader alone sets the wallet state (storybook/storyWallet.ts); the providers do not
 * reconnect on mount (unit/renderWithProviders.tsx). With a reconnect on mount, wagmi would show
 * 'reconnecting' (or 'connecting') first, and stay there on a wallet that never answers.
 */
const meta = {
  title: 'Harness/Wallet state',
  component: StatusHistory,
} satisfies Meta<typeof StatusHistory>

export default meta
type Story = StoryObj<typeof meta>

const history = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'wagmi status history' })

export const ConnectedByTheLoader: Story = {
  name: 'connected by the loader: connected from the first render, no reconnect',
  parameters: presets.connected,
  play: async ({ canvasElement }) => {
    await visible(() => within(canvasElement).findByTestId('rk-account-button'))
    await expect(history(canvasElement)).toHaveTextContent(/^connected$/)
  },
}

export const Disconnected: Story = {
  name: 'no wallet connected: disconnected from the first render, nothing asked',
  parameters: presets.disconnected,
  play: async ({ canvasElement, loaded }) => {
    await visible(() => within(canvasElement).findByRole('button', { name: 'Connect Wallet' }))
    await expect(history(canvasElement)).toHaveTextContent(/^disconnected$/)
    await expect(loaded.storyWallet.wallet.log()).toEqual([])
  },
}
