import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs'

export default defineConfig({
  test: {
    // The JSON results feed the conformance report (scripts/spec-report/).
    reporters: [
      'default',
      ['json', { outputFile: 'reports/vitest.json' }],
      // The commit the results belong to, and flaky tests (spec:report refuses other commits).
      './scripts/spec-report/vitestRunReporter.ts',
    ],
    // A test that asserts nothing proves nothing: it fails.
    expect: { requireAssertions: true },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.node.test.ts'],
          setupFiles: ['unit/setup.ts'],
          globals: true,
          // The wallets' connectors are processed by Vite rather than loaded by Node, so a test can
          // stand in for the wallet SDK they import (vi.mock('@walletconnect/ethereum-provider')).
          server: {
            deps: {
              inline: [
                /@rainbow-me\/rainbowkit\/dist\/wallets\//,
                /wagmi\/dist\/esm\/exports\/connectors/,
                /@wagmi\/connectors\//,
              ],
            },
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: [
            'docs/**/*.test.ts',
            'packages/mock-wallet/**/*.test.ts',
            'packages/test/**/*.test.ts',
            'scripts/**/*.test.ts',
            'src/**/*.node.test.ts',
            'e2e/**/*.node.test.ts',
          ],
          globals: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Every story's play function as a test, in Debian Chromium (storybook/, docs/storybook.md).
        extends: true,
        plugins: [storybookTest({ configDir: 'storybook' })],
        test: {
          name: 'storybook',
          // One story file at a time: timings (LIM-COPY) stay honest on a 2-core machine.
          fileParallelism: false,
          setupFiles: ['storybook/vitest.setup.ts'],
          browser: {
            commands: {
              // Dark and light theme stories: the app follows prefers-color-scheme.
              emulateColorScheme: ({ page }, scheme: 'light' | 'dark') =>
                page.emulateMedia({ colorScheme: scheme }),
            },
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
})
