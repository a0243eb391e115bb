import { WalletButton } from '@rainbow-me/rainbowkit'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { specText } from '../../fixtures/spec/kitTexts'
import { openedLinks } from '../externalLinks'
import { notInstalledExtensionUrl, testWalletId } from '../storyWallet'
import { backButton, openDialog, visible } from './queries'

/** RainbowKit's one-wallet button: the connect modal opens on that wallet's own steps. */
const meta = {
  title: 'Spec/Connect modal/One wallet',
  component: WalletButton,
  args: { wallet: testWalletId },
} satisfies Meta<typeof WalletButton>

export default meta
type Story = StoryObj<typeof meta>

export const NotInstalled: Story = {
  name: "CON-4, CON-5: 'Test Wallet is not installed' with INSTALL",
  parameters: { wallet: { installed: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button'))
    const modal = await openDialog()
    // DOWNLOAD_OPTIONS first; back leads to the wallet's CONNECT step.
    await visible(() => modal.findByText('Get Test Wallet'))
    await userEvent.click(backButton(modal))
    await visible(() => modal.findByText(specText.notInstalled('Test Wallet')))
    await userEvent.click(modal.getByText(specText.install))
    await expect(openedLinks.at(-1)).toBe(notInstalledExtensionUrl)
  },
}
