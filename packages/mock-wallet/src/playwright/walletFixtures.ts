import type {
  Fixtures,
  PlaywrightTestArgs,
  PlaywrightTestOptions,
  PlaywrightWorkerArgs,
  PlaywrightWorkerOptions,
} from '@playwright/test'
import type {
  BrowserMockWalletConfig,
  OtherWalletConfig,
} from '../browser/startBrowserMockWallet.ts'
import type { AtomicOption } from '../calls/atomicStatus.ts'
import type { InstallOptions } from '../core/install.ts'
import type { MockWalletMode } from '../core/options.ts'
import type { WalletChain } from '../core/state.ts'
import { type WalletPersonaName, walletPersonas } from '../personas/walletPersonas.ts'
import type { WalletScenarioName } from '../scenarios/walletScenarios.ts'
import { NodeFaults } from './nodeFaults.ts'
import { loadMockWalletBundle, mockWalletInitScript } from './walletBundle.ts'
import { createWalletHandle, type WalletHandle } from './walletHandle.ts'

/** How a persona's extension puts itself in the page (the test's walletInstall wins). */
function personaInstall(
  name: WalletPersonaName | undefined,
): MockWalletTestFixtures['walletInstall'] {
  if (name === undefined) return {}
  const { install, identity, flags } = walletPersonas[name]
  return { as: install, identity, flags: { ...flags } }
}

/** Where the wallet's chains are, for one test. */
export type MockWalletNetwork = {
  /** The chains the wallet knows at the start (others give 4902 until added), with the node addresses the page uses. */
  chains: readonly WalletChain[]
  /** Nodes of chains the app may add later (wallet_addEthereumChain), by chain id. */
  nodeUrls?: Readonly<Record<number, string>>
  /**
   * Node addresses the page uses that really lead elsewhere (e.g. to this worker's local node);
   * `wallet.nodes` faults apply to these, per chain.
   */
  forward?: readonly { chainId: number; from: string; to: string }[]
  /**
   * The browser itself leads each `forward.from` to its `to` (launched with
   * `nodeForwardingArgs(forward)`), so the page needs no route to its nodes until a
   * `wallet.nodes` fault is set. A route on a page turns its HTTP cache off: every load, a reload
   * too, would fetch and compile the app's scripts afresh.
   */
  forwardedByBrowser?: boolean
}

/**
 * Chromium's launch flag that leads each `from` address (host and port) to its `to`, for
 * `MockWalletNetwork.forwardedByBrowser`.
 */
export const nodeForwardingArgs = (forward: NonNullable<MockWalletNetwork['forward']>) => [
  `--host-resolver-rules=${forward.map(({ from, to }) => `MAP ${new URL(from).host} ${new URL(to).host}`).join(', ')}`,
]

export type MockWalletTestFixtures = {
  /**
   * How the wallet is installed: 'injected' (window.ethereum), 'eip6963' (announce presets),
   * 'both', 'app', 'none'; default the persona's way, else 'injected'.
   */
  walletInstall: Omit<InstallOptions, 'namespace' | 'instance'>
  /** Answer as a real wallet does where wallets differ, e.g. 'metamask' (see walletPersonas); default none. */
  walletPersona: WalletPersonaName | undefined
  /** A ready reproduction of a failure users report, e.g. 'wagmi#5233' (see walletScenarios); default none. */
  walletScenario: WalletScenarioName | undefined
  /**
   * More wallets in the page from the start, by id, installed after the wallet in this order (a
   * later 'injected' one takes window.ethereum): `{ rogue: { install, account?, privateKeys?,
   * mode? } }`, controlled through `wallet.other('rogue')`. Default none.
   */
  walletOthers: Readonly<Record<string, OtherWalletConfig>>
  walletMode: MockWalletMode
  /** EIP-5792 atomic status, for all chains or per chain id; default the persona's, else 'supported'. */
  walletAtomic: AtomicOption | undefined
  /** The wallet's chains and nodes: an app's own fixture provides them (e.g. from its worker's local chains). */
  walletNetwork: MockWalletNetwork
  /** Automatic: installed in every test's page before the app loads. */
  wallet: WalletHandle
}

export type MockWalletWorkerFixtures = {
  /** The wallet's browser script, loaded once per worker. */
  walletBundle: string
}

export type MockWalletFixturesConfig = {
  /** The namespace of the wallet's globals, storage key and pairing URIs (see mockWalletNames). */
  namespace?: string
  /** How the wallet announces itself through EIP-6963 (preset 'testWallet'). */
  identity?: InstallOptions['identity']
  /** Scripted rejections of prompts answer after this many ms (default 0). */
  rejectDelayMs?: number
  /** Remember the connection in the page's localStorage across reloads (default true). */
  persist?: boolean
}

/**
 * Playwright fixtures for the wallet, to `extend` a test with. Compose them with an app's
 * own fixtures, overriding `walletNetwork` with where its chains are:
 *
 *   base.extend(mockWalletFixtures({ namespace: 'acme' })).extend({ walletNetwork: … })
 */
export function mockWalletFixtures(
  config: MockWalletFixturesConfig = {},
): Fixtures<
  MockWalletTestFixtures,
  MockWalletWorkerFixtures,
  PlaywrightTestArgs & PlaywrightTestOptions,
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
> {
  return {
    walletBundle: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern
      async ({}, use) => use(await loadMockWalletBundle()),
      { scope: 'worker' },
    ],
    walletInstall: [{}, { option: true }],
    walletPersona: [undefined, { option: true }],
    walletScenario: [undefined, { option: true }],
    walletOthers: [{}, { option: true }],
    walletMode: ['auto', { option: true }],
    walletAtomic: [undefined, { option: true }],
    walletNetwork: [{ chains: [] }, { option: true }],
    wallet: [
      async (
        {
          page,
          walletBundle,
          walletInstall,
          walletPersona,
          walletScenario,
          walletOthers,
          walletMode,
          walletAtomic,
          walletNetwork,
        },
        use,
      ) => {
        if (walletNetwork.chains.length === 0)
          throw new Error(
            'mockWalletFixtures: give the wallet its chains (override the walletNetwork fixture).',
          )
        const forward = new Map((walletNetwork.forward ?? []).map((f) => [new URL(f.from).host, f]))
        let routed: Promise<unknown> | undefined
        const routeNodes = async () => {
          routed ??= page.route(
            (url) => forward.has(url.host),
            async (route) => {
              const target = forward.get(new URL(route.request().url()).host)
              if (!target) return route.fallback()
              const fault = nodes.fault(target.chainId)
              if (fault.type === 'down') return route.abort('connectionrefused').catch(() => {})
              await fault.released
              try {
                await route.fulfill({ response: await route.fetch({ url: target.to }) })
              } catch {
                // The test ended while the node answered (a poll in flight): nobody waits for it.
                await route.abort().catch(() => {})
              }
            },
          )
          await routed
        }
        const nodes = new NodeFaults(forward.size > 0 ? routeNodes : undefined)
        if (forward.size > 0 && !walletNetwork.forwardedByBrowser) await routeNodes()

        const browserConfig: BrowserMockWalletConfig = {
          namespace: config.namespace,
          chains: walletNetwork.chains,
          nodeUrls: walletNetwork.nodeUrls,
          mode: walletMode,
          atomic: walletAtomic,
          rejectDelayMs: config.rejectDelayMs,
          persist: config.persist,
          persona: walletPersona,
          scenario: walletScenario,
          install: {
            identity: config.identity,
            ...personaInstall(walletPersona),
            ...walletInstall,
          },
          others: Object.fromEntries(
            Object.entries(walletOthers).map(([id, other]) => [
              id,
              { ...other, install: { identity: config.identity, ...other.install } },
            ]),
          ),
        }
        await page.addInitScript({ content: mockWalletInitScript(walletBundle, browserConfig) })
        await use(createWalletHandle(page, { namespace: config.namespace, nodes }))
        nodes.releaseAll()
        await page.unrouteAll({ behavior: 'ignoreErrors' })
      },
      { auto: true },
    ],
  }
}
