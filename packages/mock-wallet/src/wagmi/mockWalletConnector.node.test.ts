import { memoryStorage } from '@plaza-social/test/storage'
import {
  connect,
  createConfig,
  createStorage,
  disconnect,
  getAccount,
  getCallsStatus,
  getCapabilities,
  sendCalls,
  switchChain,
  waitForCallsStatus,
} from '@wagmi/core'
import { base, mainnet, optimism } from '@wagmi/core/chains'
import { AtomicityNotSupportedError, BaseError, http } from 'viem'
import { describe, expect, test } from 'vitest'
import { alice, bob } from '../../test/testChains.ts'
import { walletOnTestChains } from '../../test/walletOnTestChains.ts'
import { type MockWalletConnectorParameters, mockWalletConnector } from './mockWalletConnector.ts'

const { wallet, chains } = walletOnTestChains()

/** wagmi on the test nodes with one mock wallet connector. */
function wagmiConfig(parameters: Partial<MockWalletConnectorParameters> = {}) {
  const storage = memoryStorage()
  const config = createConfig({
    chains: [mainnet, optimism, base],
    connectors: [mockWalletConnector({ wallet: () => wallet, ...parameters })],
    transports: {
      [mainnet.id]: http(chains.rpcUrl(mainnet.id)),
      [optimism.id]: http(chains.rpcUrl(optimism.id)),
      [base.id]: http(chains.rpcUrl(base.id)),
    },
    storage: createStorage({ storage }),
    multiInjectedProviderDiscovery: false,
  })
  const [connector] = config.connectors
  if (!connector) throw new Error('no connector')
  return { config, connector, storage }
}

describe('mockWalletConnector', () => {
  test('default: connects as the Test Wallet, switches, and adds a chain on 4902', async () => {
    const { config, connector } = wagmiConfig()
    expect(connector).toMatchObject({ id: 'testWallet', name: 'Test Wallet', type: 'mockWallet' })
    const { accounts, chainId } = await connect(config, { connector })
    expect([accounts[0], chainId]).toEqual([alice, 1])
    await switchChain(config, { chainId: base.id })
    await expect.poll(() => getAccount(config).chainId).toBe(base.id)
    expect(wallet.trail()).toEqual(
      expect.arrayContaining([
        'wallet_switchEthereumChain:4902',
        'wallet_addEthereumChain:approved',
      ]),
    )
  })

  test("behavior: wagmi's errors for no wallet and an unconfigured chain", async () => {
    const missing = wagmiConfig({ wallet: () => undefined })
    await expect(connect(missing.config, { connector: missing.connector })).rejects.toMatchObject({
      name: 'ProviderNotFoundError',
    })
    const { config, connector } = wagmiConfig()
    await connect(config, { connector })
    await expect(connector.switchChain?.({ chainId: 31_337 })).rejects.toMatchObject({
      name: 'ChainNotConfiguredError',
    })
    expect(wallet.log({ method: 'wallet_switchEthereumChain' })).toEqual([])
  })

  test("parameters: errors (an app's own wording)", async () => {
    class AppError extends Error {}
    const { config, connector } = wagmiConfig({
      wallet: () => null,
      errors: { walletNotFound: () => new AppError('No wallet here') },
    })
    await expect(connect(config, { connector })).rejects.toThrow('No wallet here')
  })

  test('parameters: qr — a display_uri message, connected once the code is scanned; requested chains stored and cleared', async () => {
    const { config, connector, storage } = wagmiConfig({ qr: true })
    expect(connector).toMatchObject({ id: 'testWalletQr', name: 'Test Wallet (QR)' })
    const messages: unknown[] = []
    connector.emitter.on('message', (message) => messages.push(message))
    const connecting = connect(config, { connector })
    await wallet.scan()
    expect((await connecting).accounts[0]).toBe(alice)
    expect(messages).toContainEqual(
      expect.objectContaining({
        type: 'display_uri',
        data: expect.stringMatching(/^test-mock-wallet:\/\/pair\?session=/),
      }),
    )
    const stored = () => JSON.parse(storage.getItem('wagmi.testWalletQr.requestedChains') ?? 'null')
    expect(stored()).toEqual([mainnet.id, optimism.id, base.id])
    wallet.disconnect()
    await expect.poll(() => getAccount(config).status).toBe('disconnected')
    await expect.poll(() => stored()).toEqual([])
  })
})

describe("EIP-5792 through wagmi's actions, on a real node", () => {
  test('sendCalls, then getCallsStatus / waitForCallsStatus: success with receipts', async () => {
    const { config, connector } = wagmiConfig()
    await connect(config, { connector })
    expect(await getCapabilities(config, { chainId: mainnet.id })).toMatchObject({
      atomic: { status: 'supported' },
    })
    const before = await chains.testClient(1).getBalance({ address: bob })
    const { id } = await sendCalls(config, {
      calls: [
        { to: bob, value: 1n },
        { to: bob, value: 2n },
      ],
    })
    const settled = await waitForCallsStatus(config, { id, pollingInterval: 50 })
    expect(settled).toMatchObject({ status: 'success', statusCode: 200, atomic: true })
    expect(settled.receipts?.map((receipt) => receipt.status)).toEqual(['success', 'success'])
    expect(await getCallsStatus(config, { id })).toMatchObject({ status: 'success' })
    expect(await chains.testClient(1).getBalance({ address: bob })).toBe(before + 3n)
  })

  test("behavior: an atomic batch on a chain without atomicity: viem's AtomicityNotSupportedError (5760)", async () => {
    wallet.setAtomicStatus('unsupported')
    const { config, connector } = wagmiConfig()
    await connect(config, { connector })
    const error = await sendCalls(config, { forceAtomic: true, calls: [{ to: bob, value: 1n }] })
      .then(() => undefined)
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(BaseError)
    expect(
      (error as BaseError).walk((cause) => cause instanceof AtomicityNotSupportedError),
    ).toMatchObject({ code: 5760 })
    await disconnect(config)
  })
})
