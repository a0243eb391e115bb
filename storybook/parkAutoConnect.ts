import { http } from 'viem'
import { mainnet } from 'viem/chains'
import { createConfig, createConnector } from 'wagmi'
import { reconnect } from 'wagmi/actions'

let parked = false

/**
 * Stories set the wallet state themselves (storyWallet.ts), so the providers' auto-connect
 * on mount must not touch it: wagmi's reconnect walks every connector of the config, and
 * WalletConnect's provider never answers offline, which would leave wagmi 'reconnecting'.
 * wagmi runs one reconnect at a time per page; this one never ends, so the providers'
 * reconnect returns at once. (Auto-connect itself is pinned by the e2e suite, CFG-4.)
 */
export function parkAutoConnect() {
  if (parked) return
  parked = true
  const waitsForever = createConnector(
    () =>
      ({
        id: 'storybook-parked',
        name: 'parked',
        type: 'parked',
        getProvider: () => new Promise(() => {}),
      }) as unknown as ReturnType<Parameters<typeof createConnector>[0]>,
  )
  const parking = createConfig({
    chains: [mainnet],
    connectors: [],
    transports: { [mainnet.id]: http('http://127.0.0.1:9') },
    storage: null,
  })
  void reconnect(parking, { connectors: [waitsForever] })
}
