import { type CreateConnectorFn, createConnector } from 'wagmi'
import { injected } from 'wagmi/connectors'
import {
  ChainNotFoundOnConnectorError,
  NoChainsFoundError,
  WalletProviderNotFoundError,
} from '../../errors/connector'
import type { MockWallet } from '../createMockWallet'
import { testWalletDetails } from './testWallet'

export type MockWalletConnectorParameters = {
  /** The wallet to talk to; undefined when no wallet is installed ('Connector not found'). */
  wallet: () => MockWallet | undefined | Promise<MockWallet | undefined>
  id?: string
  name?: string
  icon?: string
  /** QR variant: each connect first shows a pairing URI (`display_uri`) and waits for `wallet.scan()`. */
  qr?: boolean
}

mockWalletConnector.type = 'mockWallet' as const

/**
 * A wagmi connector for the mock wallet: wagmi's own injected connector (so events,
 * 4902 → add chain, 1013 and the shims behave as with a real extension), plus the
 * spec's errors for a missing wallet, no chains and an unconfigured chain. The QR variant
 * also stores the requested chains and clears them on any disconnect, as WalletConnect does.
 */
export function mockWalletConnector(parameters: MockWalletConnectorParameters): CreateConnectorFn {
  const details = parameters.qr ? testWalletDetails.qr : testWalletDetails.plain
  const id = parameters.id ?? details.id
  const name = parameters.name ?? details.name
  const icon = parameters.icon ?? testWalletDetails.iconUrl

  return createConnector((config) => {
    let wallet: MockWallet | undefined
    const base = injected({
      target: { id, name, icon, provider: () => wallet?.provider as never },
    })(config)
    /** Like wagmi's WalletConnect connector, the QR variant keeps `<id>.requestedChains` in storage. */
    const requestedChainsKey = `${id}.requestedChains` as const
    const requestedChains = {
      get: async () =>
        ((await config.storage?.getItem(requestedChainsKey as never)) as number[] | null) ?? [],
      set: (chainIds: number[]) =>
        config.storage?.setItem(requestedChainsKey as never, chainIds as never),
    }

    return {
      ...base,
      id,
      name,
      icon,
      type: mockWalletConnector.type,
      async getProvider() {
        wallet ??= await parameters.wallet()
        return wallet?.provider as never
      },
      async connect(connectParameters) {
        if (config.chains.length === 0) throw new NoChainsFoundError()
        await this.getProvider()
        if (!wallet) throw new WalletProviderNotFoundError()
        if (parameters.qr && !connectParameters?.isReconnecting) {
          wallet.provider.once('display_uri', ((uri: string) =>
            config.emitter.emit('message', { type: 'display_uri', data: uri })) as never)
          await wallet.pair()
        }
        const connected = await base.connect.call(this, connectParameters)
        if (parameters.qr && !connectParameters?.isReconnecting)
          await requestedChains.set(config.chains.map((chain) => chain.id))
        return connected as never
      },
      async disconnect() {
        await base.disconnect.call(this)
        if (parameters.qr) await requestedChains.set([])
      },
      async onDisconnect(error) {
        await base.onDisconnect.call(this, error)
        const accountsLeft = await this.getAccounts().catch(() => [])
        if (parameters.qr && accountsLeft.length === 0) await requestedChains.set([])
      },
      async switchChain(switchParameters) {
        if (!config.chains.some((chain) => chain.id === switchParameters.chainId))
          throw new ChainNotFoundOnConnectorError({ chainId: switchParameters.chainId })
        if (!base.switchChain) throw new ChainNotFoundOnConnectorError()
        const chain = await base.switchChain.call(this, switchParameters)
        if (parameters.qr) {
          const requested = await requestedChains.get()
          if (!requested.includes(chain.id)) await requestedChains.set([...requested, chain.id])
        }
        return chain
      },
    }
  })
}
