import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs'
import { mockWalletSourceAliases } from './scripts/mockWalletSources.mjs'

// Tests of the app's modules in jsdom (unit/, src/). Node tests end in .node.test.ts wherever
// they live; unit/testFileNames.node.test.ts fails on a test file that no project runs.
const unitProject = {
  extends: true,
  // WalletConnect's provider, which every config of the app's makes, is a stand-in that never
  // leaves the machine: 'connect' opens a session at once (unit/standIns/walletConnectProvider.ts).
  resolve: {
    alias: {
      '@walletconnect/ethereum-provider': fileURLToPath(
        new URL('unit/standIns/walletConnectProvider.ts', import.meta.url),
      ),
    },
  },
  test: {
    name: 'unit',
    environment: 'jsdom',
    include: ['unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    exclude: ['**/*.node.test.ts'],
    setupFiles: ['unit/setup.ts'],
    globals: true,
    // One jsdom and one module graph for all these files: a fresh one per file spent three
    // quarters of the project's time setting them up. Each file leaves the page and the graph's
    // shared state as it found them (unit/setup.ts cleans the page after each test), so the
    // files pass in any order.
    isolate: false,
    // Node 25 and later define a localStorage of their own, undefined without a file, and vitest
    // copies jsdom's only where the global has none (vitest-dev/vitest#8757): with Node's off, the
    // tests meet jsdom's storage, as a page meets the browser's.
    execArgv: process.allowedNodeEnvironmentFlags.has('--no-experimental-webstorage')
      ? ['--no-experimental-webstorage']
      : [],
    // A guard against a hang, not a measure of speed: on one slow core (npm run test:slow) a
    // render of RainbowKit's modal or a 300-run property test takes longer than vitest's 5 s.
    testTimeout: 30_000,
    // The wallets' connectors are processed by Vite rather than loaded by Node, so the alias above
    // reaches the wallet SDK they import.
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
} satisfies TestProjectInlineConfiguration

export default defineConfig({
  resolve: { alias: mockWalletSourceAliases },
  test: {
    // The JSON results feed the conformance report (scripts/spec-report/).
    reporters: [
      'default',
      ['json', { outputFile: 'reports/vitest.json' }],
      // The commit the results belong to, and flaky tests (spec:report refuses other commits).
      './scripts/spec-report/vitestRunReporter.ts',
    ],
    // A test that asserts nothing proves nothing: it fails. A wait for a state (expect.poll)
    // gives up after 10 s, not vitest's 1 s: a guard against a hang, not a measure of speed (one
    // step of such a wait took 20 times as long on a busy machine as on a quiet one).
    expect: { requireAssertions: true, poll: { timeout: 10_000 } },
    // vitest's default is one worker fewer than the cores: one, on the 2-core CI machine. The
    // integration tests spend much of their time waiting on anvil and child processes, so two
    // share the cores well (unit + integration: 70 s with one, 47 s with two, 43 s with three).
    maxWorkers: 2,
    projects: [
      unitProject,
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['**/*.node.test.ts'],
          // Besides node_modules: builds, and Stryker's copies of the checkout.
          exclude: [...configDefaults.exclude, '.next*/**', '.stryker-tmp/**'],
          globals: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A worker runs file after file: a fresh process per file spent a third of the
          // project's CPU-seconds starting Node and loading viem again. A file cleans up what it
          // puts on the process (env stubs, globals, servers) after itself.
          isolate: false,
        },
      },
      {
        // Every story's play function as a test, in Debian Chromium (storybook/, docs/storybook.md).
        extends: true,
        plugins: [storybookTest({ configDir: 'storybook' })],
        test: {
          name: 'storybook',
          setupFiles: ['storybook/vitest.setup.ts'],
          // The files share one page and module graph, as the unit files do (about a sixth of the
          // project's CPU-seconds); each story leaves no recent transactions (vitest.setup.ts).
          isolate: false,
          // A guard against a hang, as in the other projects: a story of a second alone takes
          // seven while npm test's other phases share the cores.
          testTimeout: 30_000,
          browser: {
            commands: {
              // Dark and light theme stories: the app follows prefers-color-scheme.
              emulateColorScheme: ({ page }, scheme: 'light' | 'dark') =>
                page.emulateMedia({ colorScheme: scheme }),
            },
            enabled: true,
            headless: true,
            // Each story's end state, light and dark (storybook/vitest.setup.ts), against the
            // screenshots committed in storybook/__screenshots__: Debian Chromium on Linux, as CI.
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // A few edge pixels may differ: on one busy core Chromium once drew a story's
                // row and icon edges 8 pixels apart from the same story on a quiet machine.
                comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 16 },
                // Shots are taken until two agree for as long as the hook may run (vitest's 30 s
                // in a browser), not vitest's 5 s: one shot takes a quarter of a second on a quiet
                // machine and six on a busy one, where a page at rest would fail as unstable.
                timeout: 0,
                resolveScreenshotPath: ({ root, arg, browserName, platform, ext }) =>
                  `${root}/storybook/__screenshots__/${arg}-${browserName}-${platform}${ext}`,
              },
            },
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
              // Room for Storybook's desktop viewport (1200 x 900): stories render, and are
              // screenshot, at their own size, not scaled down to Playwright's default window.
              contextOptions: { viewport: { width: 1280, height: 960 } },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
})
