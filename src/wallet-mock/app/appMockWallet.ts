import { chains } from '../../config/chains'
import { bundledRpcUrls, rpcUrlsFor } from '../../config/wagmi'
import type { MockWallet } from '../createMockWallet'
import { createMockWallet } from '../createMockWallet'

/**
 * The dev server's mock wallet (NEXT_PUBLIC_MOCK_WALLET=1): one per page, on the
 * app's own (local) nodes, remembered in localStorage. A wallet a Playwright test
 * installed first wins; `null` there means "no wallet installed".
 */
export function appMockWallet(): MockWallet | undefined {
  if (typeof window === 'undefined') return undefined
  if (window.__plazaMockWallet === null) return undefined
  if (!window.__plazaMockWallet) {
    const urls = rpcUrlsFor(bundledRpcUrls())
    const wallet = createMockWallet({
      chains: chains.map(({ id, name, nativeCurrency }) => ({
        id,
        name,
        nativeCurrency,
        rpcUrl: urls[id],
      })),
      nodeUrls: urls,
      storage: window.localStorage,
    })
    window.__plazaMockWallet = wallet
    window.__plazaMockWalletControl = wallet
  }
  return window.__plazaMockWallet
}
