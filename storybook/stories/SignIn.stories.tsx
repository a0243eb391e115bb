import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Header } from '../../src/components/Header'
import { dialogClosed, openDialog, visible } from './queries'

const meta = {
  title: 'Spec/Connect modal/Sign-in',
  component: Header,
  parameters: { wallet: { state: 'connected' }, signIn: {} },
} satisfies Meta<typeof Header>

export default meta
type Story = StoryObj<typeof meta>

export const VerifyYourAccount: Story = {
  name: "CON-8, ST-8: Connected, sign-in pending: 'Verify your account'; 'Sign message' signs in",
  play: async ({ canvasElement, loaded }) => {
    // Connected but not signed in: the button still asks to connect and opens the sign-in step.
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByTestId('rk-connect-button'))
    const modal = await openDialog()
    await visible(() => modal.findByText('Verify your account'))
    await userEvent.click(await visible(() => modal.findByText('Sign message')))
    // The mock wallet signs; the sign-in API verifies; the modal closes, signed in.
    await dialogClosed()
    await expect(loaded.storyWallet.wallet.log({ method: 'personal_sign' }).length).toBeGreaterThan(
      0,
    )
    await visible(() => canvas.findByTestId('rk-account-button'))
  },
}

export const VerifyRefused: Story = {
  name: "ERR-SIWE: The server refuses the signature: 'Error verifying signature, please retry!'",
  parameters: { signIn: { verify: 'refuse' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByTestId('rk-connect-button'))
    const modal = await openDialog()
    await userEvent.click(await visible(() => modal.findByText('Sign message')))
    await visible(() => modal.findByText('Error verifying signature, please retry!'))
    // Still asked to sign in: the modal stays open.
    await expect(modal.getByText('Verify your account')).toBeVisible()
  },
}
