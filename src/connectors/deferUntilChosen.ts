import type { CreateConnectorFn } from 'wagmi'
import { wrapConnector } from './wrapConnector'

/** Connector types that load no SDK: an installed browser wallet's setup only listens to it. */
const eagerTypes = new Set(['injected'])

/**
 * Wraps a connector that loads a wallet SDK (WalletConnect, MetaMask SDK, Coinbase, Safe) so
 * nothing of it is loaded or contacted before the visitor picks it (spec CFG-9).
 *
 * wagmi's createConfig calls every connector's `setup` at once (WalletConnect's asks for its
 * provider, which loads the SDK): here `setup` waits for the connector's first use. Its first use
 * is the visitor picking it, because nothing else asks a connector that is not connected:
 * RainbowKit asks the picked wallet for its provider (QR code or deep link) and then connects it
 * (wallets/useWalletConnectors.ts), and the app never runs wagmi's reconnect-all
 * (WagmiProvider `reconnectOnMount={false}`): it restores only the wallet used last
 * (useRestoreLastConnection.ts), whose SDK then starts as it should.
 */
export function deferUntilChosen(createConnectorFn: CreateConnectorFn): CreateConnectorFn {
  return wrapConnector(createConnectorFn, (connector) => {
    if (eagerTypes.has(connector.type)) return {}
    let started = false
    // Not awaited: the library's setup itself asks for the provider, which would wait on it.
    function startOnce(inner: typeof connector) {
      if (started) return
      started = true
      Promise.resolve().then(() => inner.setup?.())
    }
    return {
      async setup() {},
      async getProvider(inner, ...args) {
        startOnce(inner)
        return inner.getProvider(...args)
      },
      async isAuthorized(inner) {
        startOnce(inner)
        return inner.isAuthorized()
      },
      async connect(inner, ...args) {
        startOnce(inner)
        return inner.connect(...args)
      },
    }
  })
}
