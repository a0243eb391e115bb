import { fileURLToPath } from 'node:url'
import type { StorybookConfig } from '@storybook/react-vite'
import { mockWalletSourceAliases } from '../scripts/mockWalletSources.mjs'

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.@(ts|tsx)', './stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite')
    return mergeConfig(viteConfig, {
      // Next inlines NEXT_PUBLIC_* at build time; under Vite the app code still reads
      // process.env, so give it the committed defaults (stories pass a project id explicitly).
      // WalletConnect's provider talks to its relay: stories get a stand-in that pairs offline.
      resolve: {
        alias: [
          ...mockWalletSourceAliases,
          {
            find: /^@walletconnect\/ethereum-provider$/,
            replacement: fileURLToPath(
              new URL('./mocks/walletConnectProvider.ts', import.meta.url),
            ),
          },
        ],
      },
      define: {
        'process.env.NEXT_PUBLIC_PRODUCT_NAME': JSON.stringify('Plaza'),
        'process.env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID': JSON.stringify('storybook'),
        'process.env.NEXT_PUBLIC_RPC_URLS': 'undefined',
        'process.env.NEXT_PUBLIC_LOCAL_RPC_URLS': 'undefined',
      },
      // Pre-bundled up front: a dependency discovered mid-run reloads the page and breaks a test.
      // The crawl starts at every story and at storybook/, so new app imports are found too.
      optimizeDeps: {
        entries: ['storybook/**/*.{ts,tsx}', '!storybook/vitest.setup.ts', 'src/**/*.stories.tsx'],
        include: [
          'react',
          'react-dom',
          'react-dom/client',
          'react/jsx-runtime',
          'react/jsx-dev-runtime',
          '@rainbow-me/rainbowkit',
          '@rainbow-me/rainbowkit/wallets',
          '@tanstack/react-query',
          '@tanstack/react-query-persist-client',
          '@tanstack/query-sync-storage-persister',
          // The stories' providers come from the jsdom tests' helper (unit/renderWithProviders.tsx).
          '@testing-library/react',
          'react-dom/test-utils',
          'wagmi',
          'wagmi/actions',
          'wagmi/connectors',
          'wagmi/query',
          'viem',
          'viem/chains',
          'viem/accounts',
          'viem/ens',
          'viem/siwe',
        ],
      },
    })
  },
}

export default config
