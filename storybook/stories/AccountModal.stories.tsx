import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { specConstants } from '../../fixtures/spec/constants'
import { specText } from '../../fixtures/spec/kitTexts'
import { moveStoryClock, storyClock } from '../storyClock'
import type { WalletParameters } from '../storyWallet'
import { type ModalStory, openModalMeta } from './OpenModal'
import { dialogClosed, label, openDialog, visible } from './queries'

/** A tiny avatar served inline: stories run offline. */
const ensAvatar = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#e8590c"/></svg>',
)}`

const named: WalletParameters = {
  state: 'connected',
  chainId: 1,
  ensName: 'plaza.eth',
  ensAvatar,
  balance: 1_234_500_000_000_000_000n,
}

export default { title: 'Spec/Account modal', ...openModalMeta('account') }

export const NameAndAvatar: ModalStory = {
  name: 'ACC-1: Avatar and name-service name',
  parameters: { wallet: named },
  play: async () => {
    const modal = await openDialog()
    await visible(() => modal.findByRole('heading', { name: 'plaza.eth' }))
    // The avatar is drawn as a background image once it has loaded.
    await waitFor(() =>
      expect(
        [...screen.getByRole('dialog').querySelectorAll<HTMLElement>('[aria-hidden] div')].some(
          (el) => el.style.backgroundImage.includes(ensAvatar),
        ),
      ).toBe(true),
    )
  },
}

export const ShortenedAddress: ModalStory = {
  name: 'ACC-1: No name, the shortened address',
  parameters: { wallet: { state: 'connected', chainId: 1 } },
  play: async () => {
    const modal = await openDialog()
    await visible(() => modal.findByRole('heading', { name: '0xf3…2266' }))
  },
}

export const Balance: ModalStory = {
  name: 'ACC-2: Balance with the chain symbol',
  parameters: { wallet: { ...named, chainId: 137 } },
  play: async () => {
    const modal = await openDialog()
    await visible(() => modal.findByText('1.23 POL'))
  },
}

export const CopyAddress: ModalStory = {
  name: "ACC-3, LIM-COPY: 'Copy Address' shows 'Copied!' for about 1.5 s",
  parameters: { wallet: named },
  play: async ({ loaded }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    const modal = await openDialog()
    const copy = await modal.findByRole('button', { name: label(specText.copyAddress) })
    const clock = storyClock()
    // Under vitest, whose run credits the row, there is always a clock: the 1.5 s is checked.
    if (import.meta.env.MODE === 'test') await expect(clock).toBeDefined()
    // From the click on, 'Copied!' lasts exactly as long as the play function moves the clock on,
    // however slowly the machine runs timers. A DOM click and no Testing Library waits meanwhile:
    // they wait on timers of their own.
    clock?.pause()
    try {
      copy.click()
      await moveStoryClock(0)
      await expect(writeText).toHaveBeenCalledWith(loaded.storyWallet.account)
      await expect(modal.getByRole('button', { name: label(specText.copied) })).toBeVisible()
      if (clock) {
        await moveStoryClock(specConstants.copiedFeedbackMs - 1)
        await expect(modal.getByRole('button', { name: label(specText.copied) })).toBeVisible()
        await moveStoryClock(1)
        await expect(modal.getByRole('button', { name: label(specText.copyAddress) })).toBeVisible()
      }
    } finally {
      clock?.resume()
    }
    await visible(() => modal.findByRole('button', { name: label(specText.copyAddress) }))
  },
}

export const Disconnect: ModalStory = {
  name: "ACC-4: 'Disconnect' disconnects and closes the modal",
  parameters: { wallet: named },
  play: async ({ canvasElement }) => {
    const modal = await openDialog()
    await userEvent.click(await modal.findByRole('button', { name: label(specText.disconnect) }))
    await dialogClosed()
    await expect(
      await within(canvasElement).findByRole('button', { name: specText.connectWallet }),
    ).toBeVisible()
  },
}
