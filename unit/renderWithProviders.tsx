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
  if (config.storage !== null)
    throw new Error(
      'TestProviders takes a config made with storage: null, so that nothing stored decides the wallet state.',
    )
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
