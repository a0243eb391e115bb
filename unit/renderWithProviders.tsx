import {
  createMockWallet,
  installMockWallet,
  type MockWalletOptions,
} from '@plaza-social/mock-wallet'
import { memoryStorage } from '@plaza-social/test/storage'
import { useConnectModal } from '@rainbow-me/rainbowkit'
import { fireEvent, type RenderResult, render, screen } from '@testing-library/react'
import { type ReactNode, useState } from 'react'
import { custom } from 'viem'
import type { Config } from 'wagmi'
import { Providers, type ProvidersProps } from '../src/components/Providers/Providers'
import { createAppConfig } from '../src/config/wagmi'

export type TestProvidersOptions = {
  /**
   * A config made with `storage: null` (createAppConfig or wagmi's createConfig): the test or
   * story sets the wallet state itself, before or after rendering.
   */
  config: Config
  /** Sign-in ('Verify your account'), as Providers takes it; off when unset. */
  auth?: ProvidersProps['auth']
}

/**
 * The app's Providers as stories and tests use them: no reconnect on mount (wagmi's reconnect
 * would ask every wallet, and WalletConnect never answers offline), the query cache in memory.
 */
export function TestProviders({
  config,
  auth,
  children,
}: TestProvidersOptions & { children: ReactNode }) {
  const [queryCacheStorage] = useState(memoryStorage)
  return (
    <Providers
      config={config}
      auth={auth}
      queryCacheStorage={queryCacheStorage}
      reconnectOnMount={false}
    >
      {children}
    </Providers>
  )
}

/** Renders `ui` inside TestProviders (jsdom tests); stories use TestProviders in their decorator. */
export function renderWithProviders(ui: ReactNode, options: TestProvidersOptions): RenderResult {
  return render(<TestProviders {...options}>{ui}</TestProviders>)
}

/** The app's config for a render: nothing stored, every node answering nothing. */
export const offlineAppConfig = () =>
  createAppConfig({
    projectId: 'test-project',
    storage: null,
    transportFor: () => custom({ request: async () => null }),
  })

/** The app's Browser Wallet in `config`: wagmi's injected connector, on window.ethereum. */
export const browserWalletOf = (config: Config) =>
  config.connectors.find((connector) => connector.id === 'injected')!

/**
 * The mock wallet as the page's window.ethereum until the test ends, on `chainIds` (it starts on
 * the first). It reaches no node: the app reads through its config's transports, and a request
 * the wallet would pass on to a node fails.
 */
export function installBrowserWallet({
  chainIds = [1],
  ...options
}: Partial<MockWalletOptions> & { chainIds?: number[] } = {}) {
  const wallet = createMockWallet({
    chains: chainIds.map((id) => ({ id, name: `Chain ${id}`, rpcUrl: 'http://no-node.invalid' })),
    fetch: () => Promise.reject(new Error('the wallet reaches no node in unit tests')),
    ...options,
  })
  onTestFinished(installMockWallet(window, wallet))
  return wallet
}

function ConnectWalletButton() {
  const { openConnectModal } = useConnectModal()
  return (
    <button type="button" onClick={openConnectModal}>
      Connect Wallet
    </button>
  )
}

/** Renders the app's providers on the offline config and opens the connect modal; returns it. */
export async function openConnectModal() {
  renderWithProviders(<ConnectWalletButton />, { config: offlineAppConfig() })
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  return screen.findByRole('dialog')
}
