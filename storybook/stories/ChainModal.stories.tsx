import { expect, userEvent, within } from 'storybook/test'
import { fillSpecText, specAppTexts } from '../../fixtures/spec/appTexts'
import { specChains } from '../../fixtures/spec/chains'
import { specText } from '../../fixtures/spec/kitTexts'
import { presets } from '../presets'
import { type ModalStory, openModalMeta } from './OpenModal'
import { dialogClosed, openDialog, visible } from './queries'

export default { title: 'Spec/Chain modal', ...openModalMeta('chain') }

const chainOption = (chainId: number) =>
  openDialog().then((m) => m.findByTestId(`rk-chain-option-${chainId}`))

export const ConfiguredChains: ModalStory = {
  name: "CHN-1: The configured chains, the current one 'Connected'",
  parameters: { wallet: { state: 'connected', chainId: 10 } },
  play: async () => {
    const modal = await openDialog()
    await visible(() => modal.findByRole('heading', { name: 'Switch Networks' }))
    const options = modal.getAllByTestId(/^rk-chain-option-\d+$/)
    await expect(options.map((o) => o.dataset.testid)).toEqual(
      specChains.map((c) => `rk-chain-option-${c.id}`),
    )
    await expect(within(await chainOption(10)).getByText(specText.connected)).toBeVisible()
  },
}

export const AwaitingApproval: ModalStory = {
  name: "CHN-2: A chain awaiting approval shows 'Confirm in Wallet'",
  parameters: presets.switchAwaitingApproval,
  play: async ({ loaded }) => {
    await userEvent.click(await chainOption(137))
    await visible(async () => within(await chainOption(137)).getByText(specText.confirmInWallet))
    await expect(loaded.storyWallet.wallet.pending()).toEqual([
      expect.objectContaining({ method: 'wallet_switchEthereumChain' }),
    ])
    // Still connected to the old chain while the wallet waits.
    await expect(within(await chainOption(1)).getByText(specText.connected)).toBeVisible()
  },
}

export const WrongNetwork: ModalStory = {
  name: "CHN-3: Wrong network detected, with 'Disconnect', which disconnects and closes the modal",
  parameters: presets.wrongNetwork,
  play: async ({ canvasElement }) => {
    const modal = await openDialog()
    await visible(() => modal.findByText(specText.wrongNetworkDetected))
    const disconnect = await modal.findByTestId('rk-chain-option-disconnect')
    await expect(disconnect).toHaveTextContent(specText.disconnect)
    await userEvent.click(disconnect)
    await dialogClosed()
    await expect(
      await within(canvasElement).findByRole('button', { name: specText.connectWallet }),
    ).toBeVisible()
  },
}

export const WrongNetworkSwitchRejected: ModalStory = {
  name: 'ERR-4001, CHN-3: On a wrong network the visitor rejects the switch in the wallet: the open chain modal says so, still on the wrong network',
  parameters: { wallet: { ...presets.wrongNetwork.wallet, switchChain: 'reject' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await chainOption(1))
    const modal = await openDialog()
    await visible(() => modal.findByText(specAppTexts.switchRejected))
    await expect(modal.getByText(specText.wrongNetworkDetected)).toBeVisible()
    await expect(modal.getByTestId('rk-chain-option-disconnect')).toBeEnabled()
    // No chain is 'Connected': the wallet stayed where it was.
    await expect(modal.queryByText(specText.connected)).toBeNull()
    // Said once: not under the header as well.
    await expect(within(canvasElement).queryByRole('alert')).toBeNull()
  },
}

/**
 * RainbowKit 2.2.11 has the text ('chains.switching_not_supported') but no longer renders it, and
 * closes its modal when a switch fails. The app's patch keeps the modal open and shows the app's
 * explanation in it (src/components/WalletErrors), the one place a failed switch is said.
 */
export const CannotSwitch: ModalStory = {
  name: 'CHN-4: A wallet that cannot switch from the app: the open chain modal says so',
  parameters: presets.walletThatCannotSwitch,
  play: async ({ canvasElement, loaded }) => {
    await userEvent.click(await chainOption(137))
    const modal = await openDialog()
    await visible(() =>
      modal.findByText(fillSpecText(specAppTexts.switchNotSupported, { appName: 'Plaza Social' })),
    )
    await expect(modal.getByRole('heading', { name: 'Switch Networks' })).toBeVisible()
    // The wallet answered 4200 (method not supported) and stayed on its chain.
    const [switchRequest] = loaded.storyWallet.wallet.log({ method: 'wallet_switchEthereumChain' })
    await expect(switchRequest?.error?.code).toBe(4200)
    await expect(within(await chainOption(1)).getByText(specText.connected)).toBeVisible()
    // Said once: not under the header as well.
    await expect(within(canvasElement).queryByRole('alert')).toBeNull()
  },
}

export const SwitchFails: ModalStory = {
  name: 'ERR-SWITCH: A switch that fails in the wallet: the open chain modal shows the switch-chain error',
  parameters: { wallet: { state: 'connected', chainId: 1, switchChain: 'fail' } },
  play: async () => {
    await userEvent.click(await chainOption(137))
    const modal = await openDialog()
    await visible(() => modal.findByText(specAppTexts.switchFailed))
    // Still on the old chain, every chain still offered.
    await expect(within(await chainOption(1)).getByText(specText.connected)).toBeVisible()
    await expect(await chainOption(137)).toBeEnabled()
  },
}
