import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { specConstants } from '../../fixtures/spec/constants'
import { specText } from '../../fixtures/spec/kitTexts'
import type { WalletParameters } from '../storyWallet'
import { OpenModal } from './OpenModal'
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

const meta = {
  title: 'Spec/Account modal',
  component: OpenModal,
  args: { modal: 'account' },
} satisfies Meta<typeof OpenModal>

export default meta
type Story = StoryObj<typeof meta>

export const NameAndAvatar: Story = {
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

export const ShortenedAddress: Story = {
  name: 'ACC-1: No name, the shortened address',
  parameters: { wallet: { state: 'connected', chainId: 1 } },
  play: async () => {
    const modal = await openDialog()
    await visible(() => modal.findByRole('heading', { name: '0xf3…2266' }))
  },
}

export const Balance: Story = {
  name: 'ACC-2: Balance with the chain symbol',
  parameters: { wallet: { ...named, chainId: 137 } },
  play: async () => {
    const modal = await openDialog()
    await visible(() => modal.findByText('1.23 POL'))
  },
}

export const CopyAddress: Story = {
  name: "ACC-3, LIM-COPY: 'Copy Address' shows 'Copied!' for about 1.5 s",
  parameters: { wallet: named },
  play: async ({ loaded }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    const modal = await openDialog()
    const copy = await modal.findByRole('button', { name: label(specText.copyAddress) })
    const timing = timeCopied(specConstants.copiedFeedbackMs)
    await userEvent.click(copy)
    await expect(writeText).toHaveBeenCalledWith(loaded.storyWallet.account)
    await expect(modal.getByRole('button', { name: label(specText.copied) })).toBeVisible()
    const { shownFor, referenceTimer } = await timing
    await expect(modal.getByRole('button', { name: label(specText.copyAddress) })).toBeVisible()
    // Never shorter than the spec's 1.5 s: RainbowKit starts its timer after 'Copied!' is drawn.
    await expect(shownFor).toBeGreaterThanOrEqual(specConstants.copiedFeedbackMs)
    // No longer than a timer of 1.5 s ran here, plus React's effect that starts it (after the
    // next paint) and the re-render: 150 ms. A 1.7 s 'Copied!' fails.
    await expect(shownFor).toBeLessThanOrEqual(referenceTimer + 150)
  },
}

export const Disconnect: Story = {
  name: "ACC-4: 'Disconnect' disconnects and closes the modal",
  parameters: { wallet: named },
  play: async ({ canvasElement }) => {
    const modal = await openDialog()
    await userEvent.click(await modal.findByRole('button', { name: label(specText.disconnect) }))
    await dialogClosed()
    await expect(await within(canvasElement).findByTestId('rk-connect-button')).toHaveTextContent(
      specText.connectWallet,
    )
  },
}

/**
 * How long 'Copied!' stays in the document, timed by a MutationObserver (no polling latency), and
 * how long a reference timer of `specMs`, started when it appears, took on this machine then.
 */
function timeCopied(specMs: number) {
  return new Promise<{ shownFor: number; referenceTimer: number }>((resolve) => {
    let since = 0
    let shownFor = 0
    let referenceTimer = 0
    const settle = () => shownFor && referenceTimer && resolve({ shownFor, referenceTimer })
    const shown = () =>
      [...document.querySelectorAll('[role="dialog"] *')].some(
        (element) => element.childElementCount === 0 && element.textContent === specText.copied,
      )
    const observer = new MutationObserver(() => {
      if (shown() && !since) {
        since = performance.now()
        setTimeout(() => {
          referenceTimer = performance.now() - since
          settle()
        }, specMs)
      }
      if (!shown() && since) {
        observer.disconnect()
        shownFor = performance.now() - since
        settle()
      }
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
  })
}
