import { darkTheme, lightTheme } from '@rainbow-me/rainbowkit'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { specText } from '../../fixtures/spec/kitTexts'
import { OpenModal } from './OpenModal'
import { openDialog, visible } from './queries'

const meta = {
  title: 'Spec/Themes',
  component: OpenModal,
  args: { modal: 'connect' },
} satisfies Meta<typeof OpenModal>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The computed colour of a CSS colour value, for comparing with the dialog's. It adds and removes
 * a probe element, so it is called before a `waitFor`, never in one: `waitFor` runs its callback
 * again on every change to the document, so in there it would run for ever.
 */
const computed = (color: string) => {
  const probe = document.createElement('div')
  probe.style.color = color
  document.body.append(probe)
  const value = getComputedStyle(probe).color
  probe.remove()
  return value
}

/** The background the visitor sees behind `element`: its first opaque ancestor's. */
const surface = (element: HTMLElement) => {
  for (let el: HTMLElement | null = element; el; el = el.parentElement) {
    const color = getComputedStyle(el).backgroundColor
    if (color.startsWith('rgb(')) return color
  }
  return undefined
}

export const Light: Story = {
  name: 'Light theme: the connect modal in the light palette',
  parameters: { wallet: { colorScheme: 'light' } },
  play: async () => {
    const modal = await openDialog()
    const title = await visible(() => modal.findByText(specText.connectAWallet))
    const background = computed(lightTheme().colors.modalBackground)
    await waitFor(() => expect(surface(title)).toBe(background))
  },
}

export const Dark: Story = {
  name: 'Dark theme: the connect modal follows prefers-color-scheme: dark',
  parameters: { wallet: { colorScheme: 'dark' } },
  play: async () => {
    const modal = await openDialog()
    const title = await visible(() => modal.findByText(specText.connectAWallet))
    const background = computed(darkTheme().colors.modalBackground)
    await waitFor(() => expect(surface(title)).toBe(background))
  },
}

export const DarkAccount: Story = {
  name: 'Dark theme: the account modal',
  args: { modal: 'account' },
  parameters: {
    wallet: { colorScheme: 'dark', state: 'connected', balance: 1_000_000_000_000_000_000n },
  },
  play: async () => {
    const modal = await openDialog()
    const name = await visible(() => modal.findByRole('heading', { name: '0xf3…2266' }))
    const background = computed(darkTheme().colors.modalBackground)
    await waitFor(() => expect(surface(name)).toBe(background))
  },
}
