import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { specText } from '../../../fixtures/spec/kitTexts'
import { StoryHeader } from '../../../storybook/stories/StoryHeader'
import { AppConnectButton } from '../../walletStack/AppConnectButton'
import { Header } from './Header'

const meta = {
  title: 'Spec/Connect button',
  component: StoryHeader,
} satisfies Meta<typeof StoryHeader>

export default meta
type Story = StoryObj<typeof meta>

export const Disconnected: Story = {
  name: 'BTN-1: Connect Wallet',
  // As a visitor with no wallet connected sees it: the app's own 'Connect Wallet', served with the
  // page and kept while disconnected, which opens RainbowKit's connect modal.
  render: () => <Header button={<AppConnectButton />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const header = await canvas.findByRole('banner')
    await expect(
      await within(header).findByRole('button', { name: specText.connectWallet }),
    ).toBeVisible()
  },
}

export const Connected: Story = {
  name: 'BTN-2: Chain button, balance and account button',
  parameters: {
    wallet: { state: 'connected', chainId: 1, balance: 1_500_000_000_000_000_000n },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByTestId('rk-chain-button')).toBeVisible()
    const account = await canvas.findByTestId('rk-account-button')
    await expect(account).toHaveTextContent('0xf3…2266')
    await expect(await canvas.findByText('1.5 ETH')).toBeVisible()
  },
}

export const WrongNetwork: Story = {
  name: 'BTN-3: Wrong network',
  parameters: { wallet: { state: 'connected', chainId: 5 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByTestId('rk-wrong-network-button')).toHaveTextContent(
      'Wrong network',
    )
  },
}
