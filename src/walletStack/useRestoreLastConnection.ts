import { useEffect } from 'react'
import type { Config } from 'wagmi'
import { reconnect } from 'wagmi/actions'
import { autoConnect } from '../config/constants'

/**
 * Reconnects the wallet used last, and no other (spec CFG-4): wagmi keeps it as
 * `recentConnectorId` on every connect and disconnect.
 * @internal Exported for the tests, which restore without React.
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

/**
 * Restores the last connection once the stack has mounted, when `restore` (never on a first
 * visit). wagmi's own reconnect on mount asks every wallet for its provider, starting each SDK
 * (CFG-9): the stack mounts WagmiProvider with `reconnectOnMount={false}` and calls this instead.
 * The config has no `ssr`: wagmi reads its storage and the EIP-6963 wallets when the config is
 * made, and WagmiProvider clears the stored connections while it renders, both before this effect
 * (https://github.com/wevm/wagmi/blob/wagmi@2.19.5/packages/react/src/hydrate.ts#L20-L21,
 * https://github.com/wevm/wagmi/blob/@wagmi/core@2.22.1/packages/core/src/hydrate.ts#L53-L60).
 */
export function useRestoreLastConnection(config: Config, restore: boolean) {
  useEffect(() => {
    if (!autoConnect || !restore) return
    restoreLastConnection(config).catch((error: unknown) =>
      console.error('The last wallet could not be reconnected.', error),
    )
  }, [config, restore])
}
