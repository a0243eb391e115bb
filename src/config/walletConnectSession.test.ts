import { custom, type Transport } from 'viem'
import { connect, disconnect, getAccount } from 'wagmi/actions'
import { specChains } from '../../fixtures/spec/chains'
import type { EthereumProvider } from '../../unit/standIns/walletConnectProvider'
import { createAppConfig } from './wagmi'

const offline: Transport = custom({
  request: async () => {
    throw new Error('no node in this test')
  },
})
const requestedChains = () =>
  JSON.parse(localStorage.getItem('wagmi.walletConnect.requestedChains') ?? 'null')

/**
 * The app's config, its WalletConnect wallet connected (the stand-in session approves at once),
 * and the provider its connector uses.
 */
async function connectedThroughWalletConnect() {
  const config = createAppConfig({ projectId: 'test-project', transportFor: () => offline })
  const connector = config.connectors.find((candidate) => candidate.id === 'walletConnect')!
  await connect(config, { connector })
  return { config, provider: (await connector.getProvider()) as EthereumProvider }
}

describe('the requested chains of a WalletConnect session (spec §4)', () => {
  test('ST-2: connecting stores the requested chains; a disconnect by the user clears them', async () => {
    const { config } = await connectedThroughWalletConnect()
    expect(requestedChains()).toEqual(specChains.map((chain) => chain.id))
    await disconnect(config)
    expect(getAccount(config).status).toBe('disconnected')
    expect(requestedChains()).toEqual([])
  })

  test('ST-2: the wallet ending the session disconnects the app and clears them', async () => {
    const { config, provider } = await connectedThroughWalletConnect()
    expect(requestedChains()).toEqual(specChains.map((chain) => chain.id))
    provider.endSession()
    await expect.poll(() => getAccount(config).status).toBe('disconnected')
    expect(requestedChains()).toEqual([])
  })
})
