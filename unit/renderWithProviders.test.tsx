import { ConnectButton } from '@rainbow-me/rainbowkit'
import { render, screen, waitFor } from '@testing-library/react'
import { type CreateConnectorFn, createConfig, createConnector, custom, mock } from 'wagmi'
import { connect, getAccount } from 'wagmi/actions'
import { mainnet } from 'wagmi/chains'
import { Providers } from '../src/components/Providers/Providers'
import { renderWithProviders } from './renderWithProviders'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * A wallet whose provider does not come, as WalletConnect's offline; counts who asks for it.
 * `giveUp()` answers every request for it with no provider, as a wallet that is not there.
 */
function walletThatNeverAnswers() {
  const asked = { times: 0 }
  const waiting: (() => void)[] = []
  const connectorFn: CreateConnectorFn = createConnector((config) => ({
    ...mock({ accounts: [alice] })(config),
    id: 'neverAnswers',
    name: 'Never answers',
    getProvider: () => {
      asked.times += 1
      return new Promise<undefined>((resolve) => waiting.push(() => resolve(undefined)))
    },
  }))
  const giveUp = () => {
    for (const answer of waiting.splice(0)) answer()
  }
  return { connectorFn, asked, giveUp }
}

/** Alice connected with wagmi's mock connector before anything renders, beside a wallet that hangs. */
async function connectedBeforeRender() {
  const hanging = walletThatNeverAnswers()
  const config = createConfig({
    chains: [mainnet],
    connectors: [mock({ accounts: [alice] }), hanging.connectorFn],
    transports: { [mainnet.id]: custom({ request: async () => '0x0' }) },
    storage: null,
  })
  await connect(config, { connector: config.connectors[0]! })
  return { config, hanging }
}

describe('renderWithProviders (stories: TestProviders)', () => {
  test('behavior: the wallet state is what the test set: connected before render shows connected at once, and no wallet is asked on mount', async () => {
    const { config, hanging } = await connectedBeforeRender()
    renderWithProviders(<ConnectButton />, { config })
    expect(await screen.findByTestId('rk-account-button')).toHaveTextContent('0xf3…2266')
    expect(getAccount(config).status).toBe('connected')
    expect(hanging.asked.times).toBe(0)
  })

  test("behavior: what it keeps out, the app's reconnect on mount, asks every wallet and hangs on one that never answers", async () => {
    const { config, hanging } = await connectedBeforeRender()
    // wagmi runs one reconnect at a time (a module-private flag), and the files of a worker share
    // wagmi's module: one left hanging would make every later reconnect in them return at once.
    // When the test ends, the wallet gives up and the reconnect ends.
    onTestFinished(async () => {
      hanging.giveUp()
      await expect.poll(() => getAccount(config).status).not.toBe('reconnecting')
    })
    render(
      <Providers config={config}>
        <ConnectButton />
      </Providers>,
    )
    await waitFor(() => expect(hanging.asked.times).toBe(1))
    expect(getAccount(config).status).toBe('reconnecting')
  })
})
