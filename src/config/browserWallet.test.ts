import { custom, type Transport } from 'viem'
import { connect, disconnect, getAccount, reconnect } from 'wagmi/actions'
import { standInWallet } from '../../unit/standIns/standInWallet'
import { createAppConfig } from './wagmi'

const offline: Transport = custom({
  request: async () => {
    throw new Error('no node in this test')
  },
})
/** The app's config, as a page load builds it (local storage is the jsdom window's). */
const appConfig = () => createAppConfig({ projectId: 'test-project', transportFor: () => offline })
const browserWalletOf = (config: ReturnType<typeof appConfig>) =>
  config.connectors.find((connector) => connector.id === 'injected')!
const connectedFlag = () => localStorage.getItem('wagmi.injected.connected')

beforeEach(() => {
  Object.assign(window, { ethereum: standInWallet() })
})
afterEach(() => {
  Reflect.deleteProperty(window, 'ethereum')
})

describe("the Browser Wallet's connected flag (spec §4)", () => {
  test("ST-6: connecting writes 'injected.connected' to local storage; a reload reconnects while it is set", async () => {
    const firstVisit = appConfig()
    await connect(firstVisit, { connector: browserWalletOf(firstVisit) })
    expect(connectedFlag()).toBe('true')

    // The next page load: wagmi's reconnect asks the connector, which reads the flag.
    const reload = appConfig()
    await reconnect(reload)
    expect(getAccount(reload).status).toBe('connected')
  })

  test('ST-6: without the flag a reload does not reconnect, though the wallet still shares its account', async () => {
    const firstVisit = appConfig()
    await connect(firstVisit, { connector: browserWalletOf(firstVisit) })
    localStorage.removeItem('wagmi.injected.connected')

    const reload = appConfig()
    await reconnect(reload)
    expect(getAccount(reload).status).toBe('disconnected')
  })

  test('ST-6: disconnecting removes the flag', async () => {
    const config = appConfig()
    await connect(config, { connector: browserWalletOf(config) })
    expect(connectedFlag()).toBe('true')
    await disconnect(config)
    expect(connectedFlag()).toBeNull()
  })
})
