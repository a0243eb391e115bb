import { createMockWallet, type MockWallet } from '@plaza-social/mock-wallet'
import { memoryStorage } from '@plaza-social/test/storage'
import { http, UserRejectedRequestError } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { type CreateConnectorFn, createConfig, createStorage } from 'wagmi'
import { connect, disconnect, getAccount, reconnect, switchChain } from 'wagmi/actions'
import { base, mainnet, optimism } from 'wagmi/chains'
import { injected } from 'wagmi/connectors'
import { startMockWalletChains } from '../localChains.testing'
import { testWalletConnector } from './appConnector'
import { appWalletNamespace } from './appWalletNamespace'

let chains: Awaited<ReturnType<typeof startMockWalletChains>>
let wallet: MockWallet
let storage: Storage

const [alice, bob] = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
] as const

beforeAll(async () => {
  chains = await startMockWalletChains()
  await chains.snapshot()
})
afterAll(() => chains?.stop())
beforeEach(async () => {
  await chains.revert()
  storage = memoryStorage()
  wallet = createMockWallet({
    namespace: appWalletNamespace,
    chains: chains.walletChains,
    nodeUrls: chains.nodeUrls,
  })
  // wagmi's plain injected connector reads window.ethereum, as in a browser.
  vi.stubGlobal('window', { ethereum: wallet.provider })
})
afterEach(() => {
  vi.unstubAllGlobals()
})

/** wagmi with the app's chain subset on the local nodes and one connector. */
function wagmiConfig(connector: CreateConnectorFn = injected() as CreateConnectorFn) {
  return createConfig({
    chains: [mainnet, optimism, base],
    connectors: [connector],
    transports: {
      [mainnet.id]: http(chains.rpcUrl(mainnet.id)),
      [optimism.id]: http(chains.rpcUrl(optimism.id)),
      [base.id]: http(chains.rpcUrl(base.id)),
    },
    storage: createStorage({ storage }),
    multiInjectedProviderDiscovery: false,
  })
}

const connectorOf = (config: ReturnType<typeof wagmiConfig>) => {
  const [connector] = config.connectors
  if (!connector) throw new Error('no connector')
  return connector
}

/** Resolves when wagmi's account state satisfies `check`. */
const accountState = (
  config: ReturnType<typeof wagmiConfig>,
  check: (account: ReturnType<typeof getAccount>) => boolean,
) => vi.waitFor(() => expect(check(getAccount(config))).toBe(true), { timeout: 5_000 })

describe("wagmi's injected connector on the mock wallet", () => {
  test('ERR-4001, ST-1: a rejected connect is a UserRejectedRequestError; the second connect succeeds', async () => {
    const config = wagmiConfig()
    wallet.script('connect', 'reject')
    await expect(connect(config, { connector: connectorOf(config) })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(getAccount(config).status).toBe('disconnected')
    const connected = await connect(config, { connector: connectorOf(config) })
    expect(connected.accounts[0]).toBe(alice)
    expect(connected.chainId).toBe(1)
    expect(getAccount(config)).toMatchObject({ status: 'connected', address: alice, chainId: 1 })
  })

  test('CALL-1, ERR-4902: switching to a chain the wallet lacks adds it (wallet_addEthereumChain), then switches', async () => {
    const config = wagmiConfig()
    await connect(config, { connector: connectorOf(config) })
    const chain = await switchChain(config, { chainId: base.id })
    expect(chain.id).toBe(base.id)
    await accountState(config, (account) => account.chainId === base.id)
    const methods = wallet
      .log()
      .map((entry) => `${entry.method}:${entry.error?.code ?? entry.status}`)
    expect(methods).toContain('wallet_switchEthereumChain:4902')
    expect(methods).toContain('wallet_addEthereumChain:approved')
    expect(await wallet.provider.request({ method: 'net_version' })).toBe('8453')
  })

  test('ERR-SWITCH: a rejected switch leaves the app on its chain', async () => {
    const config = wagmiConfig()
    await connect(config, { connector: connectorOf(config) })
    wallet.script('wallet_switchEthereumChain', 'reject')
    await expect(switchChain(config, { chainId: optimism.id })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(getAccount(config).chainId).toBe(mainnet.id)
  })

  test('ERR-32002: a connect while another waits for the user is a ResourceUnavailableRpcError', async () => {
    const config = wagmiConfig()
    wallet.setMode('manual')
    const first = connect(config, { connector: connectorOf(config) })
    await wallet.waitForPending('wallet_requestPermissions')
    await expect(connect(config, { connector: connectorOf(config) })).rejects.toMatchObject({
      name: 'ResourceUnavailableRpcError',
      code: -32002,
    })
    await wallet.approve()
    expect((await first).accounts[0]).toBe(alice)
  })

  test('ERR-1013: a 1013 disconnect is ignored while an account remains, honoured when none does', async () => {
    const config = wagmiConfig()
    await connect(config, { connector: connectorOf(config) })
    wallet.disconnect({ code: 1013, accountsLeft: true })
    // The wallet's events arrive in order: had the 1013 disconnected wagmi, the account change
    // after it would reach no listener.
    wallet.switchAccount(bob)
    await accountState(config, (account) => account.address === bob)
    expect(getAccount(config).status).toBe('connected')
    wallet.disconnect({ code: 1013 })
    await accountState(config, (account) => account.status === 'disconnected')
  })

  test('ST-5: account switch and chain change reach wagmi; no accounts left (lock) disconnects', async () => {
    const config = wagmiConfig()
    await connect(config, { connector: connectorOf(config) })
    wallet.switchAccount(bob)
    await accountState(config, (account) => account.address === bob)
    wallet.changeChain(optimism.id)
    await accountState(config, (account) => account.chainId === optimism.id)
    wallet.lock()
    await accountState(config, (account) => account.status === 'disconnected')
  })

  test("ST-6: the browser wallet's connected flag is kept in storage (wagmi.injected.connected) and reconnects", async () => {
    const config = wagmiConfig()
    await connect(config, { connector: connectorOf(config) })
    expect(storage.getItem('wagmi.injected.connected')).toBe('true')

    const reloaded = wagmiConfig()
    await reconnect(reloaded)
    expect(getAccount(reloaded)).toMatchObject({ status: 'connected', address: alice })

    await disconnect(reloaded)
    expect(storage.getItem('wagmi.injected.connected')).toBeNull()
  })
})

describe("the app's Test Wallet connector", () => {
  const testConnector = (overrides: Partial<Parameters<typeof testWalletConnector>[0]> = {}) =>
    testWalletConnector({ wallet: () => wallet, qr: false, ...overrides })

  test('connects, switches between configured chains, adds Base on 4902', async () => {
    const config = wagmiConfig(testConnector())
    const { accounts } = await connect(config, { connector: connectorOf(config) })
    expect(accounts[0]).toBe(alice)
    expect(connectorOf(config)).toMatchObject({
      id: 'testWallet',
      name: 'Test Wallet',
      type: 'mockWallet',
    })
    await switchChain(config, { chainId: base.id })
    await accountState(config, (account) => account.chainId === base.id)
  })

  test("ERR-CHAIN404: switching to a chain the app doesn't configure is 'Chain not found on connector.'", async () => {
    const config = wagmiConfig(testConnector())
    await connect(config, { connector: connectorOf(config) })
    await expect(connectorOf(config).switchChain?.({ chainId: 31_337 })).rejects.toMatchObject({
      name: 'ChainNotFoundOnConnectorError',
      shortMessage: 'Chain not found on connector.',
    })
    expect(wallet.log({ method: 'wallet_switchEthereumChain' })).toEqual([])
  })

  test("ERR-NOPROV: with no wallet installed, connecting is 'Connector not found'", async () => {
    const config = wagmiConfig(testConnector({ wallet: () => undefined }))
    await expect(connect(config, { connector: connectorOf(config) })).rejects.toMatchObject({
      name: 'WalletProviderNotFoundError',
      message: 'Connector not found',
    })
  })

  test("ERR-NOCHAINS: a connector configured with no chains is 'No chains found on connector.'", async () => {
    const config = wagmiConfig(testConnector())
    const connector = testConnector()({
      chains: [] as never,
      emitter: config._internal.events.change as never,
      storage: null,
    })
    await expect(connector.connect()).rejects.toMatchObject({
      name: 'NoChainsFoundError',
      message: 'No chains found on connector.',
    })
  })

  test('ST-2: the QR variant stores its requested chains as WalletConnect does; a disconnect by the user or by the wallet clears them', async () => {
    const config = wagmiConfig(testConnector({ qr: true }))
    const connector = connectorOf(config)
    const key = `wagmi.${connector.id}.requestedChains`
    const stored = () => JSON.parse(storage.getItem(key) ?? 'null')
    const connectOnce = async () => {
      const connecting = connect(config, { connector })
      await wallet.scan()
      await connecting
    }

    await connectOnce()
    expect(stored()).toEqual([mainnet.id, optimism.id, base.id])
    await disconnect(config)
    await accountState(config, (account) => account.status === 'disconnected')
    expect(stored()).toEqual([])

    await connectOnce()
    expect(stored()).toEqual([mainnet.id, optimism.id, base.id])
    wallet.disconnect()
    await accountState(config, (account) => account.status === 'disconnected')
    await vi.waitFor(() => expect(stored()).toEqual([]))
  })

  test('the QR variant shows a display_uri message and connects once the code is scanned', async () => {
    const config = wagmiConfig(testConnector({ qr: true }))
    const connector = connectorOf(config)
    const messages: unknown[] = []
    connector.emitter.on('message', (message) => messages.push(message))
    const connecting = connect(config, { connector })
    await wallet.waitForPending('mock_scanQrCode')
    expect(messages).toContainEqual(
      expect.objectContaining({
        type: 'display_uri',
        data: expect.stringMatching(/^plaza-mock-wallet:\/\/pair/),
      }),
    )
    await wallet.scan()
    expect((await connecting).accounts[0]).toBe(alice)
  })
})
