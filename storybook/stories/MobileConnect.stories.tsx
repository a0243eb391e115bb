import type { Meta } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { specConstants } from '../../fixtures/spec/constants'
import { specText } from '../../fixtures/spec/kitTexts'
import { testWalletId } from '../storyWallet'
import { type ModalStory, type OpenModal, openModalMeta } from './OpenModal'
import { backButton, openDialog, visible } from './queries'

export default {
  title: 'Spec/Connect modal (phone)',
  ...openModalMeta('connect'),
  parameters: { wallet: { device: 'phone' } },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
} satisfies Meta<typeof OpenModal>

export const Sheet: ModalStory = {
  name: "CON-7: A sheet of wallet icons, 'Connect a Wallet'",
  play: async () => {
    await expect(window.innerWidth).toBeLessThanOrEqual(414)
    const modal = await openDialog()
    await visible(() => modal.findByText(specText.connectAWallet))
    await expect(await modal.findByTestId(`rk-wallet-option-${testWalletId}`)).toBeVisible()
    await expect(modal.getByText(specText.whatIsAWallet)).toBeVisible()
    await expect(modal.getByText(specText.getAWallet)).toBeVisible()
    // The desktop list's groups are not on the sheet.
    await expect(modal.queryByText(specText.popular)).toBeNull()
  },
}

export const GetAWallet: ModalStory = {
  name: "CON-7, LIM-GET: 'Get a Wallet' with nine phone apps to get lists exactly 3, and back",
  parameters: { wallet: { device: 'phone', leadingWallets: 'getWalletSamples' } },
  play: async () => {
    const modal = await openDialog()
    await userEvent.click(await modal.findByText(specText.getAWallet))
    await visible(() => modal.findByText("Not what you're looking for?"))
    await expect(modal.getAllByText(specText.get)).toHaveLength(specConstants.maxGetWallets.mobile)
    await userEvent.click(backButton(modal))
    await visible(() => modal.findByText(specText.connectAWallet))
  },
}

/**
 * RainbowKit 2.2.11 appends '(unsupported)' to a tile of a wallet that is not ready, but its
 * phone sheet lists only ready wallets; the app adds them below the sheet as disabled tiles
 * (src/components/UnsupportedWallets). Here the Test Wallet extension is not installed.
 */
export const Unsupported: ModalStory = {
  name: "ERR-UNSUPPORTED: A wallet that cannot run here shows '(unsupported)'",
  parameters: { wallet: { device: 'phone', installed: false } },
  play: async () => {
    const modal = await openDialog()
    await visible(() => modal.findByText(specText.connectAWallet))
    // The phone sheet names a wallet by its short name: the Test Wallet's is 'Test'.
    const tile = await modal.findByRole('button', { name: `Test ${specText.unsupported}` })
    await expect(tile).toBeVisible()
    await expect(tile).toBeDisabled()
    // Ready wallets keep RainbowKit's own tiles, without the suffix.
    await expect(await modal.findByTestId('rk-wallet-option-walletConnect')).not.toHaveTextContent(
      specText.unsupported,
    )
  },
}
