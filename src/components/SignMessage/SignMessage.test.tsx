import type { Outcome, OutcomeName } from '@plaza-social/mock-wallet'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { act } from 'react'
import { type Hex, stringToHex, verifyMessage } from 'viem'
import { connect } from 'wagmi/actions'
import { specAppTexts } from '../../../fixtures/spec/appTexts'
import {
  browserWalletOf,
  installBrowserWallet,
  offlineAppConfig,
  renderWithProviders,
} from '../../../unit/renderWithProviders'
import { SignMessage } from './SignMessage'

const message = 'gm from Plaza ✨\nsecond line'

/** The connected view with the Browser Wallet answering personal_sign as `answer` says, if said. */
async function connectedView(answer?: Outcome | OutcomeName) {
  const wallet = installBrowserWallet()
  if (answer) wallet.script('personal_sign', answer)
  const config = offlineAppConfig()
  const { accounts } = await connect(config, { connector: browserWalletOf(config) })
  renderWithProviders(<SignMessage />, { config })
  const field = screen.getByRole('textbox', { name: specAppTexts.signMessageField })
  const action = screen.getByRole('button', { name: specAppTexts.signMessageAction })
  return { wallet, address: accounts[0], field, action }
}

describe('signing a message of the visitor’s own', () => {
  test('offered only to a connected visitor', () => {
    renderWithProviders(<SignMessage />, { config: offlineAppConfig() })
    expect(screen.queryByRole('form')).toBeNull()
  })

  test('the wallet signs exactly the message typed: the signature shown is its account’s over it', async () => {
    const { wallet, address, field, action } = await connectedView()
    expect(action).toBeDisabled()
    fireEvent.change(field, { target: { value: message } })
    // While the wallet asks, the button waits and nothing is said yet.
    wallet.setMode('manual')
    fireEvent.click(action)
    await act(() => wallet.waitForPending('personal_sign'))
    await waitFor(() => expect(action).toBeDisabled())
    expect(screen.queryByRole('status')).toBeNull()
    await act(() => wallet.approve('personal_sign'))
    const outcome = await screen.findByRole('status')
    expect(outcome).toHaveTextContent(specAppTexts.signMessageSigned)
    const signature = outcome.textContent?.match(/0x[0-9a-f]+/)?.[0] as Hex
    expect(await verifyMessage({ address, message, signature })).toBe(true)
    expect(wallet.log({ method: 'personal_sign' })[0]?.params).toEqual([
      stringToHex(message),
      address,
    ])
    // A changed message is not the one signed: the signature goes.
    fireEvent.change(field, { target: { value: `${message}!` } })
    expect(screen.queryByRole('status')).toBeNull()
  })

  test.each<[string, Outcome | OutcomeName, string]>([
    ['ERR-4001: the visitor declines in the wallet', 'reject', specAppTexts.signRejected],
    [
      'ERR-32002: a request already waiting in the wallet is said so',
      'alreadyPending',
      specAppTexts.requestPending,
    ],
    [
      'the wallet fails otherwise',
      { type: 'fail', message: 'Ledger unplugged' },
      specAppTexts.signMessageFailed,
    ],
  ])('%s: no signature, the visitor reads why', async (_, answer, said) => {
    const { field, action } = await connectedView(answer)
    fireEvent.change(field, { target: { value: message } })
    await act(async () => fireEvent.click(action))
    expect(await screen.findByRole('status')).toHaveTextContent(said)
    expect(screen.queryByText(specAppTexts.signMessageSigned, { exact: false })).toBeNull()
    expect(action).toBeEnabled()
  })
})
