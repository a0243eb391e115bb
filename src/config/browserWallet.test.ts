import { custom, type Transport } from 'viem'
import { connect, disconnect, getAccount, getChainId, reconnect, switchChain } from 'wagmi/actions'
import { browserWalletOf, standInWallet, walletError } from '../../unit/standIns/standInWallet'
import { createAppConfig } from './wagmi'

const offline: Transport = custom({
  request: async () => {
    throw new Error('no node in this test')
  },
})
/** The app's config, as a page load builds it (local storage is the jsdom window's). */
const appConfig = () => createAppConfig({ projectId: 'test-project', transportFor: () => offline })
const connectedFlag = () => localStorage.getItem('wagmi.injected.connected')

/** A page load that connects through the Browser Wallet. */
async function connectedVisit() {
  const config = appConfig()
  await connect(config, { connector: browserWalletOf(config) })
  return config
}

/** The next page load: wagmi's reconnect asks the connector, which reads the flag. */
async function statusAfterReload() {
  const reload = appConfig()
  await reconnect(reload)
  return getAccount(reload).status
}

beforeEach(() => {
  Object.assign(window, { ethereum: standInWallet() })
})
afterEach(() => {
  Reflect.deleteProperty(window, 'ethereum')
})

describe("the Browser Wallet's connected flag (spec §4)", () => {
  test("ST-6: connecting writes 'injected.connected' to local storage; a reload reconnects while it is set", async () => {
    await connectedVisit()
    expect(connectedFlag()).toBe('true')
    expect(await statusAfterReload()).toBe('connected')
  })

  test('ST-6: without the flag a reload does not reconnect, though the wallet still shares its account', async () => {
    await connectedVisit()
    localStorage.removeItem('wagmi.injected.connected')
    expect(await statusAfterReload()).toBe('disconnected')
  })

  test('ST-6: disconnecting removes the flag', async () => {
    const config = await connectedVisit()
    expect(connectedFlag()).toBe('true')
    await disconnect(config)
    expect(connectedFlag()).toBeNull()
  })
})

describe('another wallet overwrites window.ethereum', () => {
  const overwrite = () => {
    const other = standInWallet()
    Object.assign(window, { ethereum: other })
    return other
  }

  test('CALL-1: while connected, the connection keeps the wallet it was made with: the other one gets no request', async () => {
    const config = appConfig()
    const browserWallet = browserWalletOf(config)
    const connected = standInWallet({ chainIds: [1, 10] })
    Object.assign(window, { ethereum: connected })
    await connect(config, { connector: browserWallet })
    const other = overwrite()

    await switchChain(config, { chainId: 10 })
    expect(getChainId(config)).toBe(10)
    expect(connected.requests.map((request) => request.method)).toContain(
      'wallet_switchEthereumChain',
    )
    expect(await browserWallet.getAccounts()).toHaveLength(1)
    expect(other.requests).toEqual([])

    // Disconnected, the Browser Wallet is window.ethereum again: the next connection is the other's.
    await disconnect(config)
    expect(connected.requests.map((request) => request.method)).toContain(
      'wallet_revokePermissions',
    )
    expect(other.requests).toEqual([])
    await connect(config, { connector: browserWallet })
    expect(other.requests.map((request) => request.method)).toContain('wallet_requestPermissions')
  })

  test('ST-5: a wallet that ends the session (4900) releases it: the next connection reads window.ethereum', async () => {
    const config = appConfig()
    const browserWallet = browserWalletOf(config)
    const connected = standInWallet()
    Object.assign(window, { ethereum: connected })
    await connect(config, { connector: browserWallet })
    const other = overwrite()
    connected.emit('disconnect', walletError(4900, 'disconnected'))
    await expect.poll(() => getAccount(config).status).toBe('disconnected')

    await connect(config, { connector: browserWallet })
    expect(other.requests.map((request) => request.method)).toContain('wallet_requestPermissions')
  })

  test('CALL-1: a connection that failed holds on to no wallet', async () => {
    const config = appConfig()
    const browserWallet = browserWalletOf(config)
    Object.assign(window, {
      ethereum: standInWallet({
        answers: {
          wallet_requestPermissions: () => {
            throw walletError(4001, 'rejected')
          },
        },
      }),
    })
    await expect(connect(config, { connector: browserWallet })).rejects.toThrow()
    const other = overwrite()
    await connect(config, { connector: browserWallet })
    expect(other.requests.map((request) => request.method)).toContain('wallet_requestPermissions')
  })
})
