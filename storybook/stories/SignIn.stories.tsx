import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { specErrors } from '../../fixtures/spec/errors'
import { specText } from '../../fixtures/spec/kitTexts'
import { presets } from '../presets'
import type { StorySignInApi } from '../signInApi'
import type { StoryWallet } from '../storyWallet'
import { dialogClosed, label, openDialog, visible } from './queries'
import { StoryHeader } from './StoryHeader'

const siweTexts = specErrors.find((error) => error.row === 'ERR-SIWE')!.texts as readonly string[]
const [preparingError, signingError, verifyingError, oopsError] = siweTexts as [
  string,
  string,
  string,
  string,
]

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
  await userEvent.click(await within(canvasElement).findByTestId('rk-connect-button'))
  const modal = await openDialog()
  await visible(() => modal.findByText('Verify your account'))
  return modal
}

const signButton = (modal: Awaited<ReturnType<typeof openDialog>>) =>
  visible(() => modal.findByRole('button', { name: 'Sign message' }))

export const VerifyYourAccount: Story = {
  name: "CON-8, ST-8: Connected, sign-in pending: 'Verify your account'; 'Sign message' signs in",
  play: async ({ canvasElement, loaded }) => {
    // Connected but not signed in: the button still asks to connect and opens the sign-in step.
    const modal = await openSignIn(canvasElement)
    await userEvent.click(await signButton(modal))
    // The mock wallet signs; the sign-in API verifies; the modal closes, signed in.
    await dialogClosed()
    await expect(loaded.storyWallet.wallet.log({ method: 'personal_sign' }).length).toBeGreaterThan(
      0,
    )
    await visible(() => within(canvasElement).findByTestId('rk-account-button'))
  },
}

export const WaitingForSignature: Story = {
  name: "ST-8: Signing: 'Waiting for signature...' while the wallet asks",
  parameters: { wallet: { state: 'connected', signMessage: 'pending' } },
  play: async ({ canvasElement, loaded }) => {
    const { wallet } = (loaded as Loaded).storyWallet
    const modal = await openSignIn(canvasElement)
    await userEvent.click(await signButton(modal))
    const waiting = await visible(() =>
      modal.findByRole('button', { name: 'Waiting for signature...' }),
    )
    await expect(waiting).toBeVisible()
    await expect(wallet.pending()).toEqual([expect.objectContaining({ method: 'personal_sign' })])
    // The visitor signs in the wallet: verified, signed in.
    wallet.approve()
    await dialogClosed()
    await visible(() => within(canvasElement).findByTestId('rk-account-button'))
  },
}

export const VerifyingSignature: Story = {
  name: "ST-8: Verifying: 'Verifying signature...' until the server answers",
  parameters: { signIn: { verify: 'pending' } },
  play: async ({ canvasElement, loaded }) => {
    const { signInApi } = loaded as Loaded
    const modal = await openSignIn(canvasElement)
    await userEvent.click(await signButton(modal))
    await visible(() => modal.findByRole('button', { name: 'Verifying signature...' }))
    await expect(signInApi.calls).toContain('verify')
    await expect(signInApi.signedIn()).toBe(false)
    signInApi.releaseVerify()
    await dialogClosed()
    await visible(() => within(canvasElement).findByTestId('rk-account-button'))
    await expect(signInApi.signedIn()).toBe(true)
  },
}

export const PreparingFailed: Story = {
  name: "ERR-SIWE: The nonce call fails: 'Error preparing message, please retry!'",
  parameters: { signIn: { nonce: 'fail' } },
  play: async ({ canvasElement }) => {
    const modal = await openSignIn(canvasElement)
    await visible(() => modal.findByText(preparingError))
  },
}

export const SigningFailed: Story = {
  name: "ERR-SIWE: The wallet fails to sign: 'Error signing message, please retry!'",
  parameters: { wallet: { state: 'connected', signMessage: 'fail' } },
  play: async ({ canvasElement }) => {
    const modal = await openSignIn(canvasElement)
    await userEvent.click(await signButton(modal))
    await visible(() => modal.findByText(signingError))
    // Ready to try again.
    await expect(await signButton(modal)).toBeEnabled()
  },
}

export const SigningRejected: Story = {
  name: 'ERR-SIWE, ERR-4001: The visitor rejects the signature: back to idle, no error text',
  parameters: { wallet: { state: 'connected', signMessage: 'reject' } },
  play: async ({ canvasElement, loaded }) => {
    const { wallet } = (loaded as Loaded).storyWallet
    const modal = await openSignIn(canvasElement)
    await userEvent.click(await signButton(modal))
    await waitFor(() => expect(wallet.log({ method: 'personal_sign' })[0]?.error?.code).toBe(4001))
    await expect(await signButton(modal)).toBeEnabled()
    for (const text of siweTexts) await expect(modal.queryByText(text)).toBeNull()
  },
}

export const VerifyRefused: Story = {
  name: "ERR-SIWE: The server refuses the signature: 'Error verifying signature, please retry!'",
  parameters: { signIn: { verify: 'refuse' } },
  play: async ({ canvasElement }) => {
    const modal = await openSignIn(canvasElement)
    await userEvent.click(await signButton(modal))
    await visible(() => modal.findByText(verifyingError))
    // Still asked to sign in: the modal stays open.
    await expect(modal.getByText('Verify your account')).toBeVisible()
  },
}

export const VerifyFailsOnTheServer: Story = {
  name: "ERR-SIWE: Verifying fails on the server's side: 'Oops, something went wrong!' in the dialog",
  parameters: { signIn: { verify: 'error' } },
  play: async ({ canvasElement }) => {
    const modal = await openSignIn(canvasElement)
    await userEvent.click(await signButton(modal))
    await visible(() => modal.findByText(oopsError))
    await expect(modal.queryByText(verifyingError)).toBeNull()
    // Still asked to sign in, ready to try again.
    await expect(modal.getByText('Verify your account')).toBeVisible()
    await expect(await signButton(modal)).toBeEnabled()
  },
}

export const SessionLookupFailed: Story = {
  name: "ERR-SIWE: The session lookup fails: 'Oops, something went wrong!' under the header; the visitor can still sign in",
  parameters: { signIn: { session: 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await visible(() => canvas.findByRole('alert'))
    await expect(alert).toHaveTextContent(oopsError)
    await expect(alert).toHaveTextContent('We could not check whether you are signed in.')
    // The app stays usable: treated as signed out, the visitor signs in; the alert goes.
    const modal = await openSignIn(canvasElement)
    await userEvent.click(await signButton(modal))
    await dialogClosed()
    await visible(() => canvas.findByTestId('rk-account-button'))
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const SessionLookupRetry: Story = {
  name: "ERR-SIWE: The session lookup answers nonsense: 'Oops, something went wrong!'; Retry looks again",
  parameters: { signIn: { session: 'malformed' } },
  play: async ({ canvasElement, loaded }) => {
    const { signInApi } = loaded as Loaded
    const canvas = within(canvasElement)
    const alert = await visible(() => canvas.findByRole('alert'))
    await expect(alert).toHaveTextContent(oopsError)
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull())
    await expect(signInApi.calls.filter((route) => route === 'session')).toHaveLength(2)
    // The second answer came through: signed out, asked to verify.
    await openSignIn(canvasElement)
  },
}

export const LogoutFailed: Story = {
  name: "ERR-SIWE: Signing out fails: 'Oops, something went wrong!', still signed in; Retry signs out",
  parameters: { signIn: { session: 'signedIn', logout: 'failOnce' } },
  play: async ({ canvasElement, loaded }) => {
    const { signInApi } = loaded as Loaded
    const canvas = within(canvasElement)
    // Signed in from the session on load: the account button, no sign-in step.
    await userEvent.click(await canvas.findByTestId('rk-account-button'))
    const modal = await openDialog()
    await userEvent.click(await modal.findByRole('button', { name: label(specText.disconnect) }))
    const alert = await visible(() => canvas.findByRole('alert'))
    await expect(alert).toHaveTextContent(oopsError)
    await expect(alert).toHaveTextContent('Signing out failed: you are still signed in.')
    await expect(signInApi.signedIn()).toBe(true)
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull())
    await expect(signInApi.signedIn()).toBe(false)
    await expect(canvas.getByTestId('rk-connect-button')).toHaveTextContent(specText.connectWallet)
  },
}
