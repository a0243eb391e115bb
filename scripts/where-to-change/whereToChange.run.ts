import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { spawnForTest } from '@plaza-social/test/vitest'
import { getAddress } from 'viem'
import { afterAll, expect, onTestFinished, test } from 'vitest'
import { checkout, copyCheckout } from './checkoutCopy'

// The README's "Where to change", measured: each change is made on a copy of the work tree as a
// scripted edit of exactly the files the README names, the checks that guard that kind of change
// pass in the copy, each file's edit left out fails one of them, and the files touched,
// screenshots included, are as many as the README says. The changes take turns in one copy, so
// tsc and Vite reuse what they did for the one before.

type Check = 'biome' | 'unit' | 'foundry' | 'typecheck'

/**
 * One file's edit: each `[from, to]` replaces text found once, or a new file's text.
 * `guardedBy`: the check, or the one unit test, that fails without it.
 */
type Edit = { path: string; guardedBy?: Exclude<Check, 'unit'> | `${string}.test.ts` } & (
  | { replace: [string, string][] }
  | { create: string }
)

type Change = {
  /** Where the README's count line gives this change's count. */
  readmeCount: RegExp
  edits: Edit[]
  /** The unit and integration tests that check this kind of change. */
  unitTests?: string[]
  foundryTest?: true
  /** The story files that draw what the change adds; a run of every story changes no others. */
  stories?: string[]
}

const vitest = 'node_modules/vitest/vitest.mjs'
const after = (anchor: string, line: string): [string, string] => [anchor, anchor + line]

const chainUnitTests = [
  'src/config/chains.test.ts', // CFG-2: the app's chains are the spec's
  'src/config/watchToken.test.ts', // CALL-1: watchToken and the local USDC agree
  'src/config/localChainsManifest.test.ts', // CALL-2: chain n on 8545 + n
  'src/config/noChains.test.ts', // ERR-NOCHAINS: every config of the app has the spec's chains
  'src/config/projectId.test.ts', // CFG-5: the placeholder project id builds all of them
]
/** foundry.toml's upstream node of a chain, read from FORK_URL_<chainId>. */
const forkEndpoint = (name: string, chainId: number) => `${name} = "\${FORK_URL_${chainId}}"\n`
/** Unichain: Circle issues USDC there. */
const unichainUsdc = getAddress('0x078d782b760474a361dda0af3839290b0ef57ad6')

/** Unichain at the end of the chain list, or in the middle after Base: the six after it move a port. */
function chainChange(at: 'end' | 'middle'): Change {
  const entryAfter = (end: string, middle: string, line: string) =>
    after(at === 'end' ? end : middle, line)
  return {
    readmeCount: at === 'end' ? /a chain at the end[^:]*: (\d+)/i : /in the middle: (\d+)/i,
    edits: [
      {
        path: 'src/config/chains.ts',
        guardedBy: 'src/config/localChainsManifest.test.ts',
        replace: [
          ['  zora,\n} from', '  unichain,\n  zora,\n} from'],
          entryAfter(
            '  withSpecFees(polygonZkEvm),\n',
            '  withSpecFees(base),\n',
            '  withSpecFees(unichain),\n',
          ),
        ],
      },
      {
        path: 'fixtures/spec/chains.ts',
        guardedBy: 'src/config/localChainsManifest.test.ts',
        replace: [
          entryAfter(
            "  { id: 1101, name: 'Polygon zkEVM', symbol: 'ETH' },\n",
            "  { id: 8453, name: 'Base', symbol: 'ETH' },\n",
            "  { id: 130, name: 'Unichain', symbol: 'ETH' },\n",
          ),
        ],
      },
      {
        // No check compares the default setup's chains with the app's: the bench measures both
        // apps on the same chains, and e2e/default-app drives the wallet on each of them.
        path: 'fixtures/bench/default-app/chains.mjs',
        replace: [
          ['  zora,\n} from', '  unichain,\n  zora,\n} from'],
          at === 'end'
            ? ['  polygonZkEvm,\n]', '  polygonZkEvm,\n  unichain,\n]']
            : ['  base,\n  zora,\n  avalanche', '  base,\n  unichain,\n  zora,\n  avalanche'],
        ],
      },
      {
        path: 'foundry.toml',
        guardedBy: 'foundry',
        replace: [
          entryAfter(
            forkEndpoint('polygon_zkevm', 1101),
            forkEndpoint('base', 8453),
            forkEndpoint('unichain', 130),
          ),
        ],
      },
      {
        path: 'src/config/watchToken.ts',
        guardedBy: 'src/config/watchToken.test.ts',
        replace: [
          after(
            "  43114: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E',\n",
            `  130: '${unichainUsdc}',\n`,
          ),
        ],
      },
      {
        path: 'packages/test/src/chains/usdc.ts',
        guardedBy: 'src/config/watchToken.test.ts',
        replace: [
          after(
            "    43114: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E',\n",
            `    130: '${unichainUsdc}',\n`,
          ),
        ],
      },
    ],
    unitTests: chainUnitTests,
    foundryTest: true,
    stories: ['storybook/stories/ChainModal.stories.tsx'],
  }
}

/**
 * Phantom at the end of 'Popular': an injected wallet without an SDK of its own, so neither the
 * CSP nor e2e/network/third-party.spec.ts changes (e2e tests, too costly here, would fail on a
 * wallet whose SDK calls servers the CSP refuses).
 */
const walletChange: Change = {
  readmeCount: /a wallet[^:]*: (\d+)/i,
  edits: [
    {
      path: 'src/config/wallets.ts',
      guardedBy: 'src/config/wallets.test.ts',
      replace: [
        [
          '  metaMaskWallet,\n  rainbowWallet,',
          '  metaMaskWallet,\n  phantomWallet,\n  rainbowWallet,',
        ],
        after('    braveWallet,\n', '    phantomWallet,\n'),
      ],
    },
    {
      path: 'fixtures/spec/wallets.ts',
      guardedBy: 'src/config/wallets.test.ts',
      replace: [
        after(
          "      shownWhen: 'the browser is Brave',\n    },\n",
          "    { id: 'phantom', name: 'Phantom', shortName: 'Phantom', toGet: true },\n",
        ),
      ],
    },
  ],
  unitTests: ['src/config/wallets.test.ts'], // CFG-3: the app's 'Popular' is the spec's
  stories: [
    'storybook/stories/ConnectModal.stories.tsx',
    'storybook/stories/MobileConnect.stories.tsx',
    'storybook/stories/Themes.stories.tsx',
  ],
}

const scenarioKey = "'example#1'"
const scenarioChange: Change = {
  readmeCount: /a mock-wallet scenario: (\d+)/i,
  edits: [
    {
      path: 'packages/mock-wallet/src/scenarios/lockedOnReload.ts',
      guardedBy: 'typecheck',
      create: `import { connectedBefore, type WalletScenario } from './walletScenario.ts'

/** A connected page reloads and finds the wallet locked. */
export const lockedOnReload: WalletScenario = {
  issue: 'https://example.com/issues/1',
  report: 'after a reload the wallet is locked',
  arrange(page) {
    if (connectedBefore(page)) page.wallet.lock()
  },
}
`,
    },
    {
      // Without its entry the new file is unused and the steps name a scenario the package lacks.
      path: 'packages/mock-wallet/src/scenarios/walletScenarios.ts',
      guardedBy: 'typecheck',
      replace: [
        [
          'import { lockedWhileConnected }',
          "import { lockedOnReload } from './lockedOnReload.ts'\nimport { lockedWhileConnected }",
        ],
        after(
          "  'rainbowkit#1718': unsupportedChainAfterConnect,\n",
          `  ${scenarioKey}: lockedOnReload,\n`,
        ),
      ],
    },
    {
      // No check reads the package README's list: its users learn the scenarios there.
      path: 'packages/mock-wallet/README.md',
      replace: [
        [
          '\n\n## Compatibility matrix',
          "\n| `example#1` | a connected page reloads; the wallet is locked | disconnected: 'Connect Wallet' |\n\n## Compatibility matrix",
        ],
      ],
    },
    {
      path: 'e2e/default-app/scenarioSteps.ts',
      guardedBy: 'typecheck',
      replace: [
        after(
          "  'rainbowkit#1718': wrongNetworkAfterConnecting,\n",
          `  ${scenarioKey}: reloadLeavesNoAccount,\n`,
        ),
      ],
    },
    {
      path: 'e2e/wallet-mock/scenarios.desktop.spec.ts',
      guardedBy: 'typecheck',
      replace: [
        [
          '\n}))\n',
          `\n  ${scenarioKey}: ['the wallet is locked on reload', \`CFG-4: \${reloaded}\`],\n}))\n`,
        ],
      ],
    },
    {
      path: 'e2e/default-app/scenarios.spec.ts',
      guardedBy: 'typecheck',
      replace: [
        [
          '\n}))\n',
          `\n  ${scenarioKey}: ['https://example.com/issues/1', 'the visitor is disconnected after the reload'],\n}))\n`,
        ],
      ],
    },
  ],
}

/** This run's environment less vitest's variables, which would make a check's vitest a worker. */
const checkEnvironment = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')),
)

function readmeCount(pattern: RegExp) {
  const readme = readFileSync(join(checkout, 'README.md'), 'utf8')
  const section = readme.slice(
    readme.indexOf('## Where to change'),
    readme.indexOf('## Other scripts'),
  )
  return Number(section.replace(/\s+/g, ' ').match(pattern)?.[1])
}

const copy = copyCheckout()
afterAll(copy.remove)

const changedScreenshots = () =>
  readdirSync(join(copy.root, 'storybook/__screenshots__'))
    .map((file) => `storybook/__screenshots__/${file}`)
    .filter((path) => !copy.file(path).sameAsCheckout())

test.each([
  ['a chain at the end', chainChange('end')],
  ['a chain in the middle', chainChange('middle')],
  ["a wallet in 'Popular'", walletChange],
  ['a mock-wallet scenario', scenarioChange],
])(
  '%s: the checks pass, each file is needed, the README counts the files',
  async (name, change) => {
    onTestFinished(() => {
      for (const path of [...change.edits.map((edit) => edit.path), ...changedScreenshots()])
        copy.file(path).restore()
    })
    const apply = (edit: Edit) => {
      if ('create' in edit) return copy.file(edit.path).write(edit.create)
      let text = copy.file(edit.path).read()
      for (const [from, to] of edit.replace) {
        expect(text.split(from), `${edit.path}: ${from}`).toHaveLength(2)
        text = text.replace(from, to)
      }
      copy.file(edit.path).write(text)
    }
    const run = async (command: string, args: string[]) => {
      const child = spawnForTest(command, args, { cwd: copy.root, env: checkEnvironment })
      return { status: await child.exited, output: child.output() }
    }
    const node = process.execPath
    const checks: Record<Check, (files?: string[]) => ReturnType<typeof run>> = {
      biome: () =>
        run('node_modules/.bin/biome', ['check', ...change.edits.map((edit) => edit.path)]),
      unit: (files = change.unitTests ?? []) =>
        run(node, [vitest, 'run', '--project', 'unit', ...files]),
      foundry: () =>
        run(node, [
          vitest,
          'run',
          '--project',
          'integration',
          'scripts/dev-chains.node.test.ts',
          '-t',
          'foundry.toml',
        ]),
      typecheck: () => run('npm', ['run', '--silent', 'typecheck']),
    }
    const guarding: Check[] = [
      'biome',
      'typecheck',
      ...(change.unitTests ? (['unit'] as const) : []),
      ...(change.foundryTest ? (['foundry'] as const) : []),
    ]

    for (const edit of change.edits) apply(edit)
    for (const check of guarding) {
      const { status, output } = await checks[check]()
      expect(status, `${check} in the copy:\n${output}`).toBe(0)
    }
    // Updating, vitest rewrites only the screenshots that no longer match: the ones the change
    // touches, each of which fails its story without the rewrite.
    if (change.stories) {
      const { status, output } = await run(node, [
        vitest,
        'run',
        '-c',
        copy.storiesConfig,
        '--project',
        'storybook',
        '--update=all',
        ...change.stories,
      ])
      expect(status, output).toBe(0)
    }
    const screenshots = changedScreenshots()

    for (const edit of change.edits.filter((edit) => edit.guardedBy)) {
      copy.file(edit.path).restore()
      const { guardedBy } = edit as Required<Edit>
      const { status } = guardedBy.endsWith('.test.ts')
        ? await checks.unit([guardedBy])
        : await checks[guardedBy as Check]()
      expect(status, `${edit.guardedBy} without the edit of ${edit.path}`).not.toBe(0)
      apply(edit)
    }

    const touched = [...change.edits.map((edit) => edit.path), ...screenshots]
    console.log(`${name}: ${touched.length} files\n  ${touched.join('\n  ')}`)
    expect(touched, touched.join('\n')).toHaveLength(readmeCount(change.readmeCount))
  },
)
