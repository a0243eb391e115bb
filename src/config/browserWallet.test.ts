import { anvilTestKeys } from '@plaza-social/mock-wallet'
import { custom, type Transport } from 'viem'
import { connect, disconnect, getAccount, getChainId, reconnect, switchChain } from 'wagmi/actions'
import { browserWalletOf, installBrowserWallet } from '../../unit/renderWithProviders'
import { createAppConfig } from './wagmi'

const offline: Transport = custom({
  request: async () => {
    throw new Error('no node in this test')
  },
})
/** The app's config, as a page load builds it (local storage is the jsdom window's). */
const appConfig = () => createAppConfig({ projectId: 'test-project', transportFor: () => offline })

/** A page load that connects through the Browser Wallet. */
async function connectedVisit() {
  const config = appConfig()
  await connect(config, { connector: browserWalletOf(config) })
  return config
}

/** The next page load: wagmi's reconnect asks the connector, which reads the flag. */
async function statusAfterReload() {
  const reload = appConfig()
  const statuses: string[] = []
  const unsubscribe = reload.subscribe(
    (state) => state.status,
    (status) => statuses.push(status),
  )
  await reconnect(reload)
  unsubscribe()
  // The reconnect ran (it sets the status as it asks the wallets): wagmi runs one at a time, and
  // one another file left hanging would make this one return at once, changing nothing.
  expect(statuses).not.toEqual([])
  return getAccount(reload).status
}

beforeEach(() => {
  installBrowserWallet()
})

describe("the Browser Wallet's connected flag (spec §4)", () => {
  test('ST-6: without the flag a reload does not reconnect, though the wallet still shares its account', async () => {
    await connectedVisit()
    localStorage.removeItem('wagmi.injected.connected')
    expect(await statusAfterReload()).toBe('disconnected')
  })
})

describe('another wallet overwrites window.ethereum', () => {
  test('CALL-1: while connected, the connection keeps the wallet it was made with: the other one gets no request', async () => {
    const config = appConfig()
    const browserWallet = browserWalletOf(config)
    const connected = installBrowserWallet({ chainIds: [1, 10], privateKeys: [anvilTestKeys[0]] })
    await connect(config, { connector: browserWallet })
    const other = installBrowserWallet()

    await switchChain(config, { chainId: 10 })
    expect(getChainId(config)).toBe(10)
    expect(connected.trail()).toContain('wallet_switchEthereumChain:approved')
    expect(await browserWallet.getAccounts()).toHaveLength(1)
    expect(other.log()).toEqual([])

    // Disconnected, the Browser Wallet is window.ethereum again: the next connection is the other's.
    await disconnect(config)
    expect(connected.trail()).toContain('wallet_revokePermissions:approved')
    expect(other.log()).toEqual([])
    await connect(config, { connector: browserWallet })
    expect(other.trail()).toContain('wallet_requestPermissions:approved')
  })

  test('a wallet that ends the session (4900) releases it: the next connection reads window.ethereum', async () => {
    const config = appConfig()
    const browserWallet = browserWalletOf(config)
    const connected = installBrowserWallet()
    await connect(config, { connector: browserWallet })
    const other = installBrowserWallet()
    connected.disconnect({ code: 4900 })
    await expect.poll(() => getAccount(config).status).toBe('disconnected')

    await connect(config, { connector: browserWallet })
    expect(other.trail()).toContain('wallet_requestPermissions:approved')
  })

  test('CALL-1: a connection that failed holds on to no wallet', async () => {
    const config = appConfig()
    const browserWallet = browserWalletOf(config)
    installBrowserWallet().script('connect', 'reject')
    await expect(connect(config, { connector: browserWallet })).rejects.toThrow()
    const other = installBrowserWallet()
    await connect(config, { connector: browserWallet })
    expect(other.trail()).toContain('wallet_requestPermissions:approved')
  })
})
