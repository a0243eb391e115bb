import { darkTheme, lightTheme } from '@rainbow-me/rainbowkit'
import { expect, waitFor } from 'storybook/test'
import { specText } from '../../fixtures/spec/kitTexts'
import { type ModalStory, openModalMeta } from './OpenModal'
import { type Dialog, openDialog, visible } from './queries'

export default { title: 'Spec/Themes', ...openModalMeta('connect') }

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

/** Opens the dialog; what `find` finds in it stands on the theme's modal background. */
const onModalBackground =
  (modalBackground: string, find: (modal: Dialog) => Promise<HTMLElement>) => async () => {
    const modal = await openDialog()
    const element = await visible(() => find(modal))
    const background = computed(modalBackground)
    await waitFor(() => expect(surface(element)).toBe(background))
  }

const connectTitle = (modal: Dialog) => modal.findByText(specText.connectAWallet)

export const Light: ModalStory = {
  name: 'Light theme: the connect modal in the light palette',
  parameters: { wallet: { colorScheme: 'light' } },
  play: onModalBackground(lightTheme().colors.modalBackground, connectTitle),
}

export const Dark: ModalStory = {
  name: 'Dark theme: the connect modal follows prefers-color-scheme: dark',
  parameters: { wallet: { colorScheme: 'dark' } },
  play: onModalBackground(darkTheme().colors.modalBackground, connectTitle),
}

export const DarkAccount: ModalStory = {
  name: 'Dark theme: the account modal',
  args: { modal: 'account' },
  parameters: {
    wallet: { colorScheme: 'dark', state: 'connected', balance: 1_000_000_000_000_000_000n },
  },
  play: onModalBackground(darkTheme().colors.modalBackground, (modal) =>
    modal.findByRole('heading', { name: '0xf3…2266' }),
  ),
}
