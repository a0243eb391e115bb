import { memoryStorage } from '@plaza-social/test/storage'
import { type RenderResult, render } from '@testing-library/react'
import { type ReactNode, useState } from 'react'
import type { Config } from 'wagmi'
import { Providers, type ProvidersProps } from '../src/components/Providers/Providers'

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
