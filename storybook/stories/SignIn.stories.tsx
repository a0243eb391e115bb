import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { specAppTexts } from '../../fixtures/spec/appTexts'
import {
  siweOopsError,
  siwePreparingError,
  siweSigningError,
  siweTexts,
  siweVerifyingError,
} from '../../fixtures/spec/errors'
import { specText } from '../../fixtures/spec/kitTexts'
import { presets } from '../presets'
import type { StorySignInApi } from '../signInApi'
import type { StoryWallet } from '../storyWallet'
import { type Dialog, dialogClosed, label, openDialog, visible } from './queries'
import { StoryHeader } from './StoryHeader'

/**
 * RainbowKit's 'Verify your account' dialog with the app's sign-in adapter, against an
 * in-memory sign-in API (`parameters.signIn`, storybook/signInApi.ts). Connected, not signed
 * in: the connect button opens the dialog.
 */
const meta = {
  title: 'Spec/Connect modal/Sign-in',
  component: StoryHeader,
  parameters: presets.signInPending,
} satisfies Meta<typeof StoryHeader>

export default meta
type Story = StoryObj<typeof meta>

type Loaded = { storyWallet: StoryWallet; signInApi: StorySignInApi }

/** Opens 'Verify your account' from the header's connect button. */
async function openSignIn(canvasElement: HTMLElement) {
  await userEvent.click(
    await visible(() => within(canvasElement).findByTestId('rk-connect-button')),
  )
  const modal = await openDialog()
  await visible(() => modal.findByText('Verify your account'))
  return modal
}

const signButton = (modal: Dialog) =>
  visible(() => modal.findByRole('button', { name: 'Sign message' }))

/** Opens 'Verify your account' and clicks 'Sign message'. */
async function openSignInAndSign(canvasElement: HTMLElement) {
  const modal = await openSignIn(canvasElement)
  await userEvent.click(await signButton(modal))
  return modal
}

export const VerifyYourAccount: Story = {
  name: "CON-8, ST-8: While the sign-in status loads the button waits; then, connected, sign-in pending: 'Verify your account'",
  parameters: { signIn: { session: 'pending' } },
  play: async ({ canvasElement, loaded }) => {
    const { signInApi } = loaded as Loaded
    // Loading: the session lookup has not answered; the button is there but hidden, no dialog.
    const button = await within(canvasElement).findByTestId('rk-connect-button')
    await expect(signInApi.calls).toEqual(['session'])
    await expect(button).not.toBeVisible()
    await expect(screen.queryByRole('dialog')).toBeNull()
    signInApi.releaseSession()
    // Connected but not signed in: the button still asks to connect and opens the sign-in step.
    const modal = await openSignIn(canvasElement)
    // Idle: ready to sign, nothing asked of the wallet yet.
    await expect(await signButton(modal)).toBeEnabled()
    await expect(loaded.storyWallet.wallet.log({ method: 'personal_sign' })).toEqual([])
  },
}

export const WaitingForSignature: Story = {
  name: "ST-8: Signing: 'Waiting for signature...' while the wallet asks",
  parameters: { wallet: { state: 'connected', signMessage: 'pending' } },
  play: async ({ canvasElement, loaded }) => {
    const { wallet } = (loaded as Loaded).storyWallet
    const modal = await openSignInAndSign(canvasElement)
    const waiting = await visible(() =>
      modal.findByRole('button', { name: 'Waiting for signature...' }),
    )
    await expect(waiting).toBeVisible()
    await expect(wallet.pending()).toEqual([expect.objectContaining({ method: 'personal_sign' })])
  },
}

export const VerifyingSignature: Story = {
  name: "ST-8: Verifying: 'Verifying signature...' until the server answers; then signed in, the dialog closes and the account button shows",
  parameters: { signIn: { verify: 'pending' } },
  play: async ({ canvasElement, loaded }) => {
    const { signInApi } = loaded as Loaded
    const modal = await openSignInAndSign(canvasElement)
    await visible(() => modal.findByRole('button', { name: 'Verifying signature...' }))
    await expect(signInApi.calls).toContain('verify')
    await expect(signInApi.signedIn()).toBe(false)
    // The server accepts: authenticated.
    signInApi.releaseVerify()
    await dialogClosed()
    const canvas = within(canvasElement)
    await visible(() => canvas.findByTestId('rk-account-button'))
    await expect(canvas.queryByTestId('rk-connect-button')).toBeNull()
  },
}

export const PreparingFailed: Story = {
  name: "ERR-SIWE: The nonce call fails: 'Error preparing message, please retry!'",
  parameters: { signIn: { nonce: 'fail' } },
  play: async ({ canvasElement }) => {
    const modal = await openSignIn(canvasElement)
    await visible(() => modal.findByText(siwePreparingError))
  },
}

export const SigningFailed: Story = {
  name: "ERR-SIWE: The wallet fails to sign: 'Error signing message, please retry!'",
  parameters: { wallet: { state: 'connected', signMessage: 'fail' } },
  play: async ({ canvasElement }) => {
    const modal = await openSignInAndSign(canvasElement)
    await visible(() => modal.findByText(siweSigningError))
    // Ready to try again.
    await expect(await signButton(modal)).toBeEnabled()
  },
}

export const SigningRejected: Story = {
  name: 'ERR-4001: The visitor rejects the signature: the dialog says so, no ERR-SIWE error',
  parameters: { wallet: { state: 'connected', signMessage: 'reject' } },
  play: async ({ canvasElement, loaded }) => {
    const { wallet } = (loaded as Loaded).storyWallet
    const modal = await openSignInAndSign(canvasElement)
    await visible(() => modal.findByText(specAppTexts.signRejected))
    await expect(wallet.log({ method: 'personal_sign' })[0]?.error?.code).toBe(4001)
    await expect(await signButton(modal)).toBeEnabled()
    for (const text of siweTexts) await expect(modal.queryByText(text)).toBeNull()
  },
}

export const VerifyRefused: Story = {
  name: "ERR-SIWE: The server refuses the signature: 'Error verifying signature, please retry!'",
  parameters: { signIn: { verify: 'refuse' } },
  play: async ({ canvasElement }) => {
    const modal = await openSignInAndSign(canvasElement)
    await visible(() => modal.findByText(siweVerifyingError))
    // Still asked to sign in: the modal stays open.
    await expect(modal.getByText('Verify your account')).toBeVisible()
  },
}

export const VerifyFailsOnTheServer: Story = {
  name: "ERR-SIWE: Verifying fails on the server's side: 'Oops, something went wrong!' in the dialog",
  parameters: { signIn: { verify: 'error' } },
  play: async ({ canvasElement }) => {
    const modal = await openSignInAndSign(canvasElement)
    await visible(() => modal.findByText(siweOopsError))
    await expect(modal.queryByText(siweVerifyingError)).toBeNull()
    // Still asked to sign in, ready to try again.
    await expect(modal.getByText('Verify your account')).toBeVisible()
    await expect(await signButton(modal)).toBeEnabled()
  },
}

export const SessionLookupFailed: Story = {
  name: "ERR-SIWE: The session lookup fails: 'Oops, something went wrong!' under the header",
  parameters: { signIn: { session: 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await visible(() => canvas.findByRole('alert'))
    await expect(alert).toHaveTextContent(siweOopsError)
    await expect(alert).toHaveTextContent('We could not check whether you are signed in.')
    // Treated as signed out: the visitor can still connect and sign in.
    await expect(canvas.getByTestId('rk-connect-button')).toHaveTextContent(specText.connectWallet)
  },
}

export const SessionLookupRetry: Story = {
  name: "ERR-SIWE: The session lookup answers nonsense: 'Oops, something went wrong!'; Retry looks again",
  parameters: { signIn: { session: 'malformed' } },
  play: async ({ canvasElement, loaded }) => {
    const { signInApi } = loaded as Loaded
    const canvas = within(canvasElement)
    const alert = await visible(() => canvas.findByRole('alert'))
    await expect(alert).toHaveTextContent(siweOopsError)
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull())
    await expect(signInApi.calls.filter((route) => route === 'session')).toHaveLength(2)
    // The second answer came through: signed out, asked to sign in.
    await expect(canvas.getByTestId('rk-connect-button')).toHaveTextContent(specText.connectWallet)
  },
}

export const LogoutFailed: Story = {
  name: "ERR-SIWE: Signing out fails: 'Oops, something went wrong!', still signed in",
  parameters: { signIn: { session: 'signedIn', logout: 'failOnce' } },
  play: async ({ canvasElement, loaded }) => {
    const { signInApi } = loaded as Loaded
    const canvas = within(canvasElement)
    // Signed in from the session on load: the account button, no sign-in step.
    await userEvent.click(await canvas.findByTestId('rk-account-button'))
    const modal = await openDialog()
    await userEvent.click(await modal.findByRole('button', { name: label(specText.disconnect) }))
    const alert = await visible(() => canvas.findByRole('alert'))
    await expect(alert).toHaveTextContent(siweOopsError)
    await expect(alert).toHaveTextContent('Signing out failed: you are still signed in.')
    await expect(signInApi.signedIn()).toBe(true)
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled()
  },
}
