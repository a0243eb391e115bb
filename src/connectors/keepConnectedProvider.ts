import type { CreateConnectorFn } from 'wagmi'
import { wrapConnector } from './wrapConnector'

/**
 * A connector that reads its provider anew on each call (wagmi's `injected()` without a
 * target reads `window.ethereum`) keeps, while connected, the provider it connected through.
 * Another extension may overwrite `window.ethereum` at any time; without this, the
 * connection's later requests (switch network, sign, send) would go to that other wallet,
 * whose user never connected, while the events still come from the first one. Disconnected
 * (by the visitor, the wallet, or a failed connect), it reads the window again.
 */
export function keepConnectedProvider(createConnectorFn: CreateConnectorFn): CreateConnectorFn {
  return wrapConnector(createConnectorFn, (connector, config) => {
    let kept: unknown
    // The wallet ended the session (4900, no accounts left): wagmi's connector says so here.
    config.emitter.on('disconnect', () => {
      kept = undefined
    })
    return {
      async getProvider(inner, ...args) {
        return kept ?? inner.getProvider(...args)
      },
      async connect(inner, ...args) {
        kept = await connector.getProvider()
        try {
          return await inner.connect(...args)
        } catch (error) {
          kept = undefined
          throw error
        }
      },
      async disconnect(inner) {
        try {
          await inner.disconnect()
        } finally {
          kept = undefined
        }
      },
    }
  })
}
