import { useAccountModal, useChainModal, useConnectModal } from '@rainbow-me/rainbowkit'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { connect, getAccount } from 'wagmi/actions'
import { specAppTexts } from '../../../fixtures/spec/appTexts'
import { specChains } from '../../../fixtures/spec/chains'
import {
  browserWalletOf,
  installBrowserWallet,
  offlineAppConfig,
  renderWithProviders,
} from '../../../unit/renderWithProviders'
import type { ProvidersProps } from './Providers'

/** Shows one button per modal whose open function RainbowKit hands out. */
function ModalProbe() {
  const opens = {
    connect: useConnectModal().openConnectModal,
    chain: useChainModal().openChainModal,
    account: useAccountModal().openAccountModal,
  }
  return Object.entries(opens).map(
    ([modal, open]) =>
      open && (
        <button key={modal} type="button" onClick={open}>
          open {modal}
        </button>
      ),
  )
}

const unauthenticated: NonNullable<ProvidersProps['auth']> = {
  location: { host: 'plaza.test', origin: 'https://plaza.test' },
  fetch: (async (url: string) => {
    if (url === '/api/auth/session') return Response.json({ authenticated: false })
    if (url === '/api/auth/nonce') return Response.json({ nonce: 'abcdefgh1234' })
    return Response.json({ authenticated: false })
  }) as typeof fetch,
}

async function renderProbe({
  chainId,
  connected,
  auth,
}: {
  chainId: number
  connected: boolean
  auth?: ProvidersProps['auth']
}) {
  // The app's config; its Browser Wallet connects to the wallet the page has.
  installBrowserWallet({ chainIds: [chainId] })
  const config = offlineAppConfig()
  renderWithProviders(<ModalProbe />, { config, auth })
  if (connected) await act(() => connect(config, { connector: browserWalletOf(config) }))
}

const offered = () =>
  ['connect', 'chain', 'account'].filter((modal) =>
    screen.queryByRole('button', { name: `open ${modal}` }),
  )

afterEach(cleanup)

describe('ST-3: which modals RainbowKit lets the app open', () => {
  test('ST-3: disconnected -> only the connect modal, and it opens', async () => {
    await renderProbe({ chainId: specChains[0].id, connected: false })
    await waitFor(() => expect(offered()).toEqual(['connect']))
    fireEvent.click(screen.getByRole('button', { name: 'open connect' }))
    expect(await screen.findByRole('dialog')).toHaveTextContent('Connect a Wallet')
  })

  test('ST-3: connected on a supported chain -> the chain and account modals (both open), no connect modal', async () => {
    await renderProbe({ chainId: specChains[0].id, connected: true })
    await waitFor(() => expect(offered()).toEqual(['chain', 'account']))
    fireEvent.click(screen.getByRole('button', { name: 'open chain' }))
    expect(await screen.findByRole('dialog')).toHaveTextContent('Switch Networks')
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'open account' }))
    expect(await screen.findByRole('dialog')).toHaveTextContent('0xf3…2266')
  })

  test('ST-3: connected on an unsupported chain -> the chain modal only (no account modal)', async () => {
    await renderProbe({ chainId: 1337, connected: true })
    await waitFor(() => expect(offered()).toEqual(['chain']))
    fireEvent.click(screen.getByRole('button', { name: 'open chain' }))
    expect(await screen.findByRole('dialog')).toHaveTextContent('Wrong network detected')
  })

  test('ST-3: sign-in on, connected but unauthenticated -> the connect modal only, which asks to verify', async () => {
    await renderProbe({ chainId: specChains[0].id, connected: true, auth: unauthenticated })
    await waitFor(() => expect(offered()).toEqual(['connect']))
    fireEvent.click(screen.getByRole('button', { name: 'open connect' }))
    expect(await screen.findByRole('dialog')).toHaveTextContent('Verify your account')
  })
})

describe('ERR-SWITCH: the chain modal when the wallet fails a switch', () => {
  test('ERR-SWITCH: a switch the wallet fails (-32603) says so in the open chain modal; the account stays connected on its chain, and the next switch works and closes the modal', async () => {
    const [ethereum, polygon] = [specChains[0].id, specChains[1].id]
    const wallet = installBrowserWallet({ chainIds: [ethereum, polygon] })
    const config = offlineAppConfig()
    renderWithProviders(<ModalProbe />, { config })
    await act(() => connect(config, { connector: browserWalletOf(config) }))
    fireEvent.click(await screen.findByRole('button', { name: 'open chain' }))
    const dialog = await screen.findByRole('dialog')
    wallet.script('wallet_switchEthereumChain', { type: 'fail', message: 'node exploded' })
    fireEvent.click(within(dialog).getByTestId(`rk-chain-option-${polygon}`))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(specAppTexts.switchFailed)
    expect(within(dialog).getByTestId(`rk-chain-option-${ethereum}`)).toHaveTextContent('Connected')
    expect(getAccount(config)).toMatchObject({ status: 'connected', chainId: ethereum })

    // Still usable from the same modal: the next switch goes through and closes it.
    fireEvent.click(within(dialog).getByTestId(`rk-chain-option-${polygon}`))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(getAccount(config)).toMatchObject({ status: 'connected', chainId: polygon })
  })
})
