// `npm run test:package`: the mock wallet from its tarball, outside the repository. Packs it, then
// side by side checks the tarball and runs the README's quick starts (a, b), or with `--kits`
// the kits' stack pages; checks the matrix columns it measured, prints figures, exits 1 on failure.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { startChainsOnFreePorts } from '@plaza-social/test/chains'
import { workerPortAllocator } from '@plaza-social/test/ports'
import { quantile } from '../bench/figures.mjs'
import { checkMatrix, measuredMatrix } from './compatibilityMatrix'
import { appDir, packageDir, project, publicPackage, root, run, workspace } from './outsideProject'
import { playwright, preview, serve, servers, stopServer } from './servedPages'
import { registryChecks } from './tarballChecks'

/** The newest lines of wagmi, which this repository's app cannot take beside RainbowKit 2. */
const wagmi3 = { core: '@wagmi/core@3.6.5', react: 'wagmi@3.7.7' }
/** React and TanStack Query at this repository's versions, for the stack pages beside wagmi 3. */
const react19 = ['react', 'react-dom', '@tanstack/react-query'].map(publicPackage)
/** The stacks of the scenario script's pages (vite-wagmi-app/stacks/), beside wagmi 3's React. */
const stackPackages = [wagmi3.react, 'ethers@6.17.0', ...react19]
/** This run measures the connect kits (`--kits`, PACKAGE_KITS=1) instead of the rest. */
const kitsRun = process.argv.includes('--kits') || process.env.PACKAGE_KITS === '1'
/**
 * The connect kits' pages (vite-wagmi-app/stacks/), in the matrix's order. web3-onboard and
 * AppKit install beside wagmi 3 and React 19 as they are; ConnectKit 1.9 takes wagmi 2 and
 * React 18 only, and RainbowKit 2 wagmi 2 (React 18 or later): those two share a project.
 */
const kitStacks = ['web3-onboard', 'connectkit', 'appkit', 'rainbowkit']
const kitPackages = {
  besideWagmi3: [
    '@web3-onboard/core@2.24.1',
    '@web3-onboard/injected-wallets@2.11.3',
    '@reown/appkit@1.8.24',
    '@reown/appkit-adapter-wagmi@1.8.24',
    wagmi3.core,
    wagmi3.react,
    ...react19,
  ],
  besideWagmi2: [
    'connectkit@1.9.2',
    ...['@rainbow-me/rainbowkit', 'wagmi', '@wagmi/core', '@tanstack/react-query'].map(
      publicPackage,
    ),
    'react@18.3.1',
    'react-dom@18.3.1',
  ],
}

/** The README's quick starts: every fence that names its file (```ts file=tests/x.spec.ts). */
function quickStarts(): Map<string, string> {
  const readme = readFileSync(join(packageDir, 'README.md'), 'utf8')
  return new Map(
    [...readme.matchAll(/^```(?:ts|js)\s+file=(\S+)\n([\s\S]*?)^```/gm)].map(
      ([, path = '', code = '']) => [path, code],
    ),
  )
}

const chains = await startChainsOnFreePorts({ chainIds: [1, 8453], withState: false })
const nodes = { ETHEREUM_NODE: chains.rpcUrl(1), BASE_NODE: chains.rpcUrl(8453) }
// The wagmi quick start on wagmi 2 sends transactions from the accounts (b) sends from: a chain
// of its own keeps their nonces apart.
const chainOfWagmi2 = kitsRun
  ? undefined
  : await startChainsOnFreePorts({ chainIds: [1], withState: false })
const ports = await workerPortAllocator().claim(2)
const figures: string[] = []
try {
  const pack = await run('npm', ['pack', '--silent', '--pack-destination', workspace], {
    cwd: packageDir,
  })
  const tarball = join(workspace, pack.stdout.trim().split('\n').at(-1) ?? '')
  figures.push(`npm pack (with the package build): ${pack.seconds.toFixed(1)} s`)
  const samples = quickStarts()

  /**
   * (a) Playwright on RainbowKit's default app: the README's config and spec. The app is the
   * e2e suite's build of it (made here when the suite has not made it). The same project holds
   * wagmi 2's core, the version this repository's app runs, for the README's wagmi quick start.
   */
  async function onRainbowKit() {
    const defaultApp = { dir: 'fixtures/bench/default-app', distDir: '.next-e2e-default', env: {} }
    const defaultAppUrl = `http://127.0.0.1:${ports.first}`
    servers.push(
      await serve(process.execPath, ['scripts/serve-e2e.mjs'], defaultAppUrl, {
        cwd: root,
        env: {
          E2E_APP_DIR: defaultApp.dir,
          E2E_DIST_DIR: defaultApp.distDir,
          E2E_BUILDS: JSON.stringify([defaultApp]),
          E2E_PORT: String(ports.first),
          E2E_REUSE_BUILD: '1',
        },
      }),
    )
    const { dir, installSeconds } = await project(
      'playwright-rainbowkit',
      tarball,
      ['@playwright/test', 'viem', '@wagmi/core'].map(publicPackage),
    )
    await wagmiQuickStart(dir, { ETHEREUM_NODE: chainOfWagmi2?.rpcUrl(1) })
    for (const path of ['playwright.config.ts', 'tests/wallet.spec.ts']) {
      mkdirSync(dirname(join(dir, path)), { recursive: true })
      writeFileSync(join(dir, path), samples.get(path) ?? '')
    }
    const tests = await playwright(dir, { ...nodes, APP_URL: defaultAppUrl })
    // The fixture injected the prebuilt browser script: no bundler or compiler was there to run.
    for (const compiler of ['esbuild', 'typescript'])
      if (existsSync(join(dir, 'node_modules', compiler)))
        throw new Error(`${compiler} was installed in the Playwright project`)
    return { installSeconds, tests }
  }

  /** (b) Vite and wagmi 3's core: the README's Node quick starts, then Playwright on the app. */
  async function onViteAndWagmi() {
    const { dir, installSeconds } = await project('vite-wagmi', tarball, [
      ...['@playwright/test', 'viem', 'vite'].map(publicPackage),
      wagmi3.core,
      ...stackPackages,
    ])
    // The app and the stack pages but the kits' (--kits measures them in projects of their own).
    const kitPage = (source: string) =>
      kitStacks.some((kit) => source.endsWith(`/stacks/${kit}.js`))
    cpSync(appDir, dir, { recursive: true, filter: (source) => !kitPage(source) })
    for (const path of ['playwright.config.ts', 'quickstart.mjs', 'eip7702-quickstart.mjs'])
      writeFileSync(join(dir, path), samples.get(path) ?? '')
    const node = (script: string) => run(process.execPath, [script], { cwd: dir, env: nodes })
    const core = await node('quickstart.mjs')
    if (!core.stdout.startsWith('4001\n')) throw new Error(`core quick start: ${core.stdout}`)
    await wagmiQuickStart(dir, nodes)
    const eip7702 = await node('eip7702-quickstart.mjs')
    if (!eip7702.stdout.startsWith('0xef0100'))
      throw new Error(`EIP-7702 quick start: ${eip7702.stdout}`)
    await run('npx', ['vite', 'build'], { cwd: dir })
    const viteUrl = await preview(dir, ports.first + 1)
    // Once each: the stack pages' scenarios are most of its tests.
    const tests = await playwright(dir, { ...nodes, APP_URL: viteUrl }, 1)
    const records = readFileSync(join(dir, 'stacks.json'), 'utf8')
    checkMatrix(measuredMatrix(records, ['ethers', 'wagmi']))
    return { installSeconds, tests }
  }

  /**
   * A project of the stack pages of `stacks` (vite-wagmi-app's stack.html, stack.js, Vite config
   * and scenario script, and those stacks' pages), built by Vite and served on `port`; the
   * scenario script run on them once.
   */
  async function stackPages(name: string, packages: string[], stacks: string[], port: number) {
    const { dir, installSeconds } = await project(name, tarball, [
      ...['@playwright/test', 'viem', 'vite'].map(publicPackage),
      ...packages,
    ])
    const pages = stacks.map((stack) => `stacks/${stack}.js`)
    for (const path of [
      'vite.config.js',
      'stack.html',
      'stack.js',
      'dappPage.js',
      'wagmi2Dapp.js',
      'tests/stacks.spec.js',
      ...pages,
    ])
      cpSync(join(appDir, path), join(dir, path))
    writeFileSync(join(dir, 'playwright.config.ts'), samples.get('playwright.config.ts') ?? '')
    await run('npx', ['vite', 'build'], { cwd: dir })
    const url = await preview(dir, port)
    const tests = await playwright(dir, { ...nodes, APP_URL: url, STACKS: stacks.join(',') }, 1)
    const read = (file: string) =>
      existsSync(join(dir, file)) ? readFileSync(join(dir, file), 'utf8') : ''
    return { installSeconds, tests, records: read('stacks.json'), refused: read('refused.json') }
  }

  /**
   * The connect kits (--kits): web3-onboard and AppKit beside wagmi 3 and React 19, ConnectKit
   * and RainbowKit beside wagmi 2 and React 18, side by side; the matrix's kit columns checked.
   */
  async function onKits() {
    const wagmi2Kits = ['connectkit', 'rainbowkit']
    const sideBySide = [
      stackPages('kits-wagmi-3', kitPackages.besideWagmi3, ['web3-onboard', 'appkit'], ports.first),
      stackPages('kits-wagmi-2', kitPackages.besideWagmi2, wagmi2Kits, ports.first + 1),
    ] as const
    await Promise.allSettled(sideBySide)
    const projects = await Promise.all(sideBySide)
    checkMatrix(measuredMatrix(projects.map((p) => p.records).join(''), kitStacks))
    return projects
  }

  /** The README's wagmi quick start, in a project that has it, on that project's wagmi core. */
  async function wagmiQuickStart(dir: string, env: NodeJS.ProcessEnv) {
    writeFileSync(join(dir, 'wagmi-quickstart.mjs'), samples.get('wagmi-quickstart.mjs') ?? '')
    const { stdout } = await run(process.execPath, ['wagmi-quickstart.mjs'], { cwd: dir, env })
    if (stdout.trim() !== 'success') throw new Error(`wagmi quick start in ${dir}: ${stdout}`)
  }

  const ms = (tests: { durations: number[]; wallSeconds: number }) =>
    `${quantile(tests.durations, 0.5).toFixed(0)} / ${quantile(tests.durations, 0.95).toFixed(0)} ms (${tests.durations.length} runs, ${tests.wallSeconds.toFixed(1)} s with Playwright's start)`

  /** (a), (b) and the registry's checks; their figures. */
  async function theRest() {
    // Side by side: most of each is npm installing or one Playwright worker waiting on a page,
    // and only (b) sends transactions on the chains they share. All run to their end, even when
    // one fails, before `finally` stops the servers they started.
    const sideBySide = [onRainbowKit(), onViteAndWagmi(), registryChecks(tarball)] as const
    await Promise.allSettled(sideBySide)
    const [{ installSeconds: installA, tests: a }, { installSeconds: installB, tests: b }] =
      await Promise.all(sideBySide)
    return [
      `install (a: tarball, @playwright/test, viem, @wagmi/core 2): ${installA.toFixed(1)} s; (b: + ${wagmi3.core}, ${stackPackages.join(', ')}, vite): ${installB.toFixed(1)} s`,
      `(a) RainbowKit's default app, a test median / p95: ${ms(a)}`,
      `(b) Vite + wagmi, a test median / p95: ${ms(b)}`,
    ]
  }

  /** The kits' figures, and the other machines their pages asked (refused): how they fare offline. */
  async function kitFigures() {
    const [besideWagmi3, besideWagmi2] = await onKits()
    const refused = new Map<string, Set<string>>()
    for (const line of (besideWagmi3.refused + besideWagmi2.refused).split('\n').filter(Boolean)) {
      const { stack, origin } = JSON.parse(line) as { stack: string; origin: string }
      refused.set(stack, (refused.get(stack) ?? new Set()).add(origin))
    }
    return [
      `install (tarball, @playwright/test, viem, vite, ${kitPackages.besideWagmi3.join(', ')}): ${besideWagmi3.installSeconds.toFixed(1)} s; (tarball, @playwright/test, viem, vite, ${kitPackages.besideWagmi2.join(', ')}): ${besideWagmi2.installSeconds.toFixed(1)} s`,
      `web3-onboard and AppKit, a test median / p95: ${ms(besideWagmi3.tests)}`,
      `ConnectKit and RainbowKit, a test median / p95: ${ms(besideWagmi2.tests)}`,
      ...[...refused].map(
        ([stack, origins]) => `${stack} asked, refused: ${[...origins].join(', ')}`,
      ),
    ]
  }

  figures.push(...(kitsRun ? await kitFigures() : await theRest()))
  console.log(`the mock wallet from its tarball, outside the repository (${workspace}):`)
  for (const line of figures) console.log(`  ${line}`)
} finally {
  for (const server of servers) stopServer(server)
  ports.release()
  await Promise.all([chains.stop(), chainOfWagmi2?.stop()])
  if (process.env.KEEP_OUTSIDE !== '1') rmSync(workspace, { recursive: true, force: true })
}
