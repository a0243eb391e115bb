import { memoryStorage } from '@plaza-social/test/storage'
import { http } from 'viem'
import { beforeEach, describe, expect, test } from 'vitest'
import { type CreateConnectorFn, createConfig, createStorage } from 'wagmi'
import { connect, disconnect, getAccount } from 'wagmi/actions'
import { base, mainnet, optimism } from 'wagmi/chains'
import { walletOnTestChains } from '../../../packages/mock-wallet/test/walletOnTestChains'
import { testWalletConnector } from './appConnector'
import { appWalletNamespace } from './appWalletNamespace'

const { chains, wallet } = walletOnTestChains({ namespace: appWalletNamespace })
let storage: Storage

beforeEach(() => {
  storage = memoryStorage()
})

/** wagmi with the app's chain subset on the local nodes and one connector. */
function wagmiConfig(connector: CreateConnectorFn) {
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
) => expect.poll(() => check(getAccount(config))).toBe(true)

describe("the app's Test Wallet connector", () => {
  const testConnector = (overrides: Partial<Parameters<typeof testWalletConnector>[0]> = {}) =>
    testWalletConnector({ wallet: () => wallet, qr: false, ...overrides })

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
    await expect.poll(() => stored()).toEqual([])
  })
})
