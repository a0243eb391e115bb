import type { Config } from 'wagmi'
import { reconnect } from 'wagmi/actions'

/**
 * Reconnects a returning visitor with the wallet they used last (spec CFG-4), and with no other.
 * wagmi's own reconnect on mount asks every configured wallet for its provider, which would start
 * each wallet SDK (CFG-9); the app mounts WagmiProvider with `reconnectOnMount={false}` and calls
 * this instead. wagmi keeps the wallet used last as `recentConnectorId` on every connect and
 * disconnect (actions/connect.ts, actions/disconnect.ts).
 */
export async function restoreLastConnection(config: Config) {
  const recent = await config.storage?.getItem('recentConnectorId')
  const connectors = config.connectors.filter((connector) => connector.id === recent)
  if (connectors.length === 0) {
    // Nothing to ask; wagmi's reconnect with an empty list would ask every wallet.
    config.setState((state) => ({ ...state, current: null, status: 'disconnected' }))
    return []
  }
  return reconnect(config, { connectors })
}
