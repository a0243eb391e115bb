import {
  createMockWallet,
  installedWallet,
  type MockWallet,
  publishWallet,
} from '@plaza-social/mock-wallet'
import { chains } from '../../config/chains'
import { bundledAppRpcUrls } from '../../config/rpcUrls'
import { appWalletNamespace } from './appWalletNamespace'

/**
 * The dev server's mock wallet (NEXT_PUBLIC_MOCK_WALLET=1): one per page, on the
 * app's own (local) nodes, remembered in localStorage. A wallet a Playwright test
 * installed first wins; `null` there means "no wallet installed".
 */
export function appMockWallet(): MockWallet | undefined {
  if (typeof window === 'undefined') return undefined
  const installed = installedWallet(window, appWalletNamespace)
  if (installed !== undefined) return installed ?? undefined
  const urls = bundledAppRpcUrls()
  const wallet = createMockWallet({
    namespace: appWalletNamespace,
    chains: chains.map(({ id, name, nativeCurrency }) => ({
      id,
      name,
      nativeCurrency,
      rpcUrl: urls[id],
    })),
    nodeUrls: urls,
    storage: window.localStorage,
  })
  publishWallet(window, wallet, { namespace: appWalletNamespace })
  return wallet
}
