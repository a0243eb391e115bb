import { memoryStorage } from '@plaza-social/test/storage'
import { UserRejectedRequestError } from 'viem'
import { createStorage } from 'wagmi'
import {
  connect,
  disconnect,
  getAccount,
  reconnect,
  switchChain,
  watchAccount,
} from 'wagmi/actions'
import { specChains } from '../../fixtures/spec/chains'
import { alice, bob } from '../../packages/mock-wallet/test/testChains'
import { walletOnTestChains } from '../../packages/mock-wallet/test/walletOnTestChains'
import { createAppConfig } from './wagmi'

// The wallet knows Ethereum and OP Mainnet; Base only once it is added.
const { chains, wallet } = walletOnTestChains()
let storage: Storage

const [ethereum, opMainnet, base] = [1, 10, 8453] as const

beforeEach(() => {
  storage = memoryStorage()
  // A page's window with the wallet as window.ethereum (EIP-6963 discovery listens on it too;
  // RainbowKit names the page's origin to WalletConnect).
  vi.stubGlobal(
    'window',
    Object.assign(new EventTarget(), {
      ethereum: wallet.provider,
      location: new URL('http://localhost:3000/'),
    }),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
})

/** The app's config as a page load builds it, on the local nodes, keeping its state in `storage`. */
const appConfig = () =>
  createAppConfig({
    projectId: 'test-project',
    localRpcUrls: chains.nodeUrls,
    storage: createStorage({ storage }),
  })
type AppConfig = ReturnType<typeof appConfig>

/** RainbowKit's 'Browser Wallet' of group 'Popular' (wagmi's injected connector), as the app builds it. */
const browserWalletOf = (config: AppConfig) => {
  const connector = config.connectors.find((candidate) => candidate.id === 'injected')
  if (!connector) throw new Error('the app has no Browser Wallet')
  return connector
}

/** Resolves when wagmi's account state satisfies `check`. */
const accountState = (
  config: AppConfig,
  check: (account: ReturnType<typeof getAccount>) => boolean,
) => expect.poll(() => check(getAccount(config))).toBe(true)

describe("the app's Browser Wallet on a wallet backed by local nodes", () => {
  test('ST-1, ERR-4001: disconnected, connecting while the wallet asks, connected with its account and chain; then on a chain the app lacks, flagged unsupported', async () => {
    const config = appConfig()
    expect(getAccount(config).status).toBe('disconnected')
    wallet.script('connect', 'reject')
    await expect(connect(config, { connector: browserWalletOf(config) })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(getAccount(config).status).toBe('disconnected')

    wallet.setMode('manual')
    const connecting = connect(config, { connector: browserWalletOf(config) })
    await wallet.waitForPending()
    expect(getAccount(config).status).toBe('connecting')
    await wallet.approve()
    await connecting
    expect(getAccount(config)).toMatchObject({
      status: 'connected',
      address: alice,
      chainId: ethereum,
      chain: { id: ethereum },
    })

    wallet.moveToUnsupportedChain()
    await accountState(config, (account) => account.chainId !== ethereum)
    // Connected still; wagmi names no chain of the app's for it: RainbowKit's 'unsupported'.
    expect(getAccount(config)).toMatchObject({
      status: 'connected',
      address: alice,
      chain: undefined,
    })
    expect(specChains.map((chain) => chain.id)).not.toContain(getAccount(config).chainId)
  })

  test('CALL-1, ERR-4902: the requests of a connection; a switch to a chain the wallet lacks adds it (4902), then switches', async () => {
    const config = appConfig()
    await connect(config, { connector: browserWalletOf(config) })
    // Accounts requested through the permission request, as wagmi asks a browser wallet.
    expect(wallet.trail()).toEqual(
      expect.arrayContaining([
        'wallet_requestPermissions:approved',
        'eth_accounts:approved',
        'eth_chainId:approved',
      ]),
    )

    await switchChain(config, { chainId: opMainnet })
    await accountState(config, (account) => account.chainId === opMainnet)
    expect(wallet.trail()).toContain('wallet_switchEthereumChain:approved')

    wallet.clearLog()
    const chain = await switchChain(config, { chainId: base })
    expect(chain.id).toBe(base)
    await accountState(config, (account) => account.chainId === base)
    expect(wallet.trail().slice(0, 2)).toEqual([
      'wallet_switchEthereumChain:4902',
      'wallet_addEthereumChain:approved',
    ])
    const [added] = wallet.log({ method: 'wallet_addEthereumChain' })
    expect(added?.params).toEqual([
      expect.objectContaining({
        chainId: '0x2105',
        chainName: specChains.find((spec) => spec.id === base)?.name,
        nativeCurrency: expect.objectContaining({ symbol: 'ETH' }),
      }),
    ])
    expect(wallet.snapshot().chainId).toBe(base)
  })

  test('a rejected switch leaves the app on its chain', async () => {
    const config = appConfig()
    await connect(config, { connector: browserWalletOf(config) })
    wallet.script('wallet_switchEthereumChain', 'reject')
    await expect(switchChain(config, { chainId: opMainnet })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(getAccount(config).chainId).toBe(ethereum)
  })

  test('ERR-32002: a connect while another waits for the user is a ResourceUnavailableRpcError', async () => {
    const config = appConfig()
    wallet.setMode('manual')
    const first = connect(config, { connector: browserWalletOf(config) })
    await wallet.waitForPending('wallet_requestPermissions')
    await expect(connect(config, { connector: browserWalletOf(config) })).rejects.toMatchObject({
      name: 'ResourceUnavailableRpcError',
      code: -32002,
    })
    await wallet.approve()
    expect((await first).accounts[0]).toBe(alice)
  })

  test('ERR-1013: a 1013 disconnect is ignored while an account remains, honoured when none does', async () => {
    const config = appConfig()
    await connect(config, { connector: browserWalletOf(config) })
    const statuses: string[] = []
    const unwatch = watchAccount(config, { onChange: (account) => statuses.push(account.status) })
    const asked = wallet.log({ method: 'eth_accounts' }).length
    wallet.disconnect({ code: 1013, accountsLeft: true })
    // wagmi asks the wallet whether an account remains; once the wallet has answered, and then
    // answered one more request, the 1013 has been handled.
    await expect.poll(() => wallet.log({ method: 'eth_accounts' })[asked]?.status).toBe('approved')
    await wallet.provider.request({ method: 'eth_chainId' })
    expect(statuses).not.toContain('disconnected')
    wallet.switchAccount(bob)
    await accountState(config, (account) => account.address === bob)
    expect(getAccount(config).status).toBe('connected')

    wallet.disconnect({ code: 1013 })
    await accountState(config, (account) => account.status === 'disconnected')
    unwatch()
  })

  test('ST-5: account switch and chain change reach wagmi; no accounts left (lock) disconnects', async () => {
    const config = appConfig()
    await connect(config, { connector: browserWalletOf(config) })
    wallet.switchAccount(bob)
    await accountState(config, (account) => account.address === bob)
    wallet.changeChain(opMainnet)
    await accountState(config, (account) => account.chainId === opMainnet)
    wallet.lock()
    await accountState(config, (account) => account.status === 'disconnected')
  })

  test('ST-6: the connected flag is kept in storage (wagmi.injected.connected); the next page load reconnects', async () => {
    const config = appConfig()
    await connect(config, { connector: browserWalletOf(config) })
    expect(storage.getItem('wagmi.injected.connected')).toBe('true')

    const reloaded = appConfig()
    await reconnect(reloaded)
    expect(getAccount(reloaded)).toMatchObject({ status: 'connected', address: alice })

    await disconnect(reloaded)
    expect(storage.getItem('wagmi.injected.connected')).toBeNull()
  })
})
