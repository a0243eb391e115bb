import {
  ChainNotConfiguredError,
  type CreateConnectorFn,
  createConnector,
  injected,
  ProviderNotFoundError,
} from '@wagmi/core'
import type { MockWallet } from '../core/createMockWallet.ts'
import { testWalletDetails } from '../core/testWalletDetails.ts'

/** The errors the connector throws where no wallet or chain is there to talk to. */
export type MockWalletConnectorErrors = {
  /** No wallet installed; default wagmi's ProviderNotFoundError. */
  walletNotFound?: () => Error
  /** The wagmi config has no chains; default wagmi's ChainNotConfiguredError. */
  noChains?: () => Error
  /** A switch to a chain the wagmi config lacks; default wagmi's ChainNotConfiguredError. */
  chainNotConfigured?: (chainId: number) => Error
}

export type MockWalletConnectorParameters = {
  /** The wallet to talk to; undefined when no wallet is installed. */
  wallet: () => MockWallet | null | undefined | Promise<MockWallet | null | undefined>
  id?: string
  name?: string
  icon?: string
  /** QR variant: each connect first shows a pairing URI (`display_uri`) and waits for `wallet.scan()`. */
  qr?: boolean
  /** Your app's wording for the three cases the connector itself refuses. */
  errors?: MockWalletConnectorErrors
}

mockWalletConnector.type = 'mockWallet' as const

/**
 * A wagmi connector for the mock wallet: wagmi's own injected connector (so events,
 * 4902 → add chain, 1013 and its shims behave as with a real extension), plus errors for
 * a missing wallet, no chains and an unconfigured chain. The QR variant also stores the
 * requested chains and clears them on any disconnect, as WalletConnect's connector does.
 */
export function mockWalletConnector(parameters: MockWalletConnectorParameters): CreateConnectorFn {
  const details = parameters.qr ? testWalletDetails.qr : testWalletDetails.plain
  const id = parameters.id ?? details.id
  const name = parameters.name ?? details.name
  const icon = parameters.icon ?? testWalletDetails.iconUrl
  const errors = {
    walletNotFound: () => new ProviderNotFoundError(),
    noChains: () => new ChainNotConfiguredError(),
    chainNotConfigured: () => new ChainNotConfiguredError(),
    ...parameters.errors,
  }

  return createConnector((config) => {
    let wallet: MockWallet | null | undefined
    const base = injected({
      target: { id, name, icon, provider: () => wallet?.provider },
    })(config)
    /** Like wagmi's WalletConnect connector, the QR variant keeps `<id>.requestedChains` in storage. */
    const requestedChainsKey = `${id}.requestedChains`
    const requestedChains = {
      async get(): Promise<number[]> {
        const stored: unknown = await config.storage?.getItem(requestedChainsKey)
        return Array.isArray(stored) ? stored.filter((id) => typeof id === 'number') : []
      },
      set: (chainIds: number[]) => config.storage?.setItem(requestedChainsKey, chainIds),
    }

    return {
      ...base,
      id,
      name,
      icon,
      type: mockWalletConnector.type,
      async getProvider() {
        wallet ??= await parameters.wallet()
        return wallet?.provider
      },
      async connect<withCapabilities extends boolean = false>(
        connectParameters?: Parameters<typeof base.connect<withCapabilities>>[0],
      ) {
        if (config.chains.length === 0) throw errors.noChains()
        await this.getProvider()
        if (!wallet) throw errors.walletNotFound()
        if (parameters.qr && !connectParameters?.isReconnecting) {
          wallet.provider.once('display_uri', (uri) =>
            config.emitter.emit('message', { type: 'display_uri', data: uri }),
          )
          await wallet.pair()
        }
        const connect: typeof base.connect<withCapabilities> = base.connect
        const connected = await connect.call(this, connectParameters)
        if (parameters.qr && !connectParameters?.isReconnecting)
          await requestedChains.set(config.chains.map((chain) => chain.id))
        return connected
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
          throw errors.chainNotConfigured(switchParameters.chainId)
        if (!base.switchChain) throw errors.chainNotConfigured(switchParameters.chainId)
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
