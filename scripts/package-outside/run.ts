// `npm run test:package`: the mock wallet as another team gets it. Packs the package, checks the
// tarball as a registry's users do (publint, attw, npm publish's dry run, its peers resolved beside
// wagmi 2 and 3 with no flag), makes projects in the system's temporary folder with nothing of
// this repository in them (public npm packages and the tarball), and runs the package README's
// quick starts there as they are written: (a) Playwright on RainbowKit's default app
// (fixtures/bench/default-app, served by URL), (b) Node scripts and a Vite app on wagmi 3's core
// without RainbowKit, (c) the wagmi quick start on wagmi 2's core. Prints what a test costs there
// (median and p95 of a test, install times) and exits 1 on any failure. With `--kits` (or
// PACKAGE_KITS=1) it runs instead the connect kits' stack pages (web3-onboard, ConnectKit, Reown
// AppKit, RainbowKit), in projects grouped by the peers they install beside, and checks their
// columns of the compatibility matrix: each run checks the columns it measured.
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { startChainsOnFreePorts } from '@plaza-social/test/chains'
import { workerPortAllocator } from '@plaza-social/test/ports'
import { chromiumArgs, chromiumPath } from '../chromium.mjs'

const root = fileURLToPath(new URL('../../', import.meta.url))
const packageDir = join(root, 'packages/mock-wallet')
const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
/** The public packages at the versions this repository tests with (in the npm cache already). */
const publicPackage = (name: string) =>
  `${name}@${rootManifest.dependencies[name] ?? rootManifest.devDependencies[name]}`
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
const packageReadme = join(packageDir, 'README.md')
/** The Vite project's pages and scenario script; every stack project takes its files from it. */
const appDir = fileURLToPath(new URL('./vite-wagmi-app/', import.meta.url))
const matrixStart = '<!-- compatibility matrix: written by npm run test:package -->'
const matrixEnd = '<!-- end of the compatibility matrix -->'

/** A compatibility matrix: a column per stack, a row per scenario, cells by scenario and stack. */
type Matrix = { stacks: string[]; rows: Map<string, Map<string, string>> }

/**
 * The columns of `stacks` from the scenario script's records (stacks.json, one JSON line per
 * scenario run): each cell whether the visitor ends where a wallet's user expects and what the
 * page shows. Runs of one scenario must agree.
 */
function measuredMatrix(records: string, stacks: string[]): Matrix {
  type Run = { stack: string; scenario: string; passes: boolean; sees: string }
  const runs = records
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Run)
  const cell = (stack: string, scenario: string) => {
    const seen = new Set(
      runs
        .filter((run) => run.stack === stack && run.scenario === scenario)
        .map((run) => `${run.passes ? 'yes' : 'no'}: ${run.sees.replaceAll('|', '/')}`),
    )
    if (seen.size !== 1)
      throw new Error(`${stack}, ${scenario}: ${[...seen].join(' / ') || 'no run'}`)
    return [...seen][0] ?? ''
  }
  const scenarios = [...new Set(runs.map((run) => run.scenario))]
  const rows = new Map(
    scenarios.map((scenario) => [
      scenario,
      new Map(stacks.map((stack) => [stack, cell(stack, scenario)])),
    ]),
  )
  return { stacks, rows }
}

/** The matrix a README's Markdown table holds (none: an empty one). */
function readMatrix(table: string): Matrix {
  const cells = (line: string) => line.slice(2, -2).split(' | ')
  const [head, , ...lines] = table.trim().split('\n')
  const stacks = head ? cells(head).slice(1) : []
  const rows = new Map(
    lines.map((line) => {
      const [scenario = '', ...row] = cells(line)
      return [scenario, new Map(stacks.map((stack, i) => [stack, row[i] ?? '']))]
    }),
  )
  return { stacks, rows }
}

function writeMatrix({ stacks, rows }: Matrix) {
  return [
    `| scenario | ${stacks.join(' | ')} |`,
    `| --- | ${stacks.map(() => '---').join(' | ')} |`,
    ...[...rows].map(
      ([scenario, row]) => `| ${scenario} | ${stacks.map((stack) => row.get(stack)).join(' | ')} |`,
    ),
  ].join('\n')
}

/**
 * The package README's matrix has this run's columns as this run saw them (its other columns
 * are other runs'); UPDATE_MATRIX=1 writes them there instead. A new column goes on the right,
 * a new scenario at the bottom.
 */
function checkMatrix(measured: Matrix) {
  const readme = readFileSync(packageReadme, 'utf8')
  const [before, rest = ''] = readme.split(matrixStart)
  const [table = '', after] = rest.split(matrixEnd)
  if (after === undefined) throw new Error(`${packageReadme} has no ${matrixStart} … ${matrixEnd}`)
  const matrix = readMatrix(table)
  for (const stack of measured.stacks) if (!matrix.stacks.includes(stack)) matrix.stacks.push(stack)
  for (const scenario of measured.rows.keys())
    if (!matrix.rows.has(scenario)) matrix.rows.set(scenario, new Map())
  for (const [scenario, row] of matrix.rows)
    for (const stack of measured.stacks)
      row.set(stack, measured.rows.get(scenario)?.get(stack) ?? '')
  const written = `${before}${matrixStart}\n${writeMatrix(matrix)}\n${matrixEnd}${after}`
  if (written === readme) return
  if (process.env.UPDATE_MATRIX === '1') writeFileSync(packageReadme, written)
  else
    throw new Error(
      `the package README's compatibility matrix differs from this run's (UPDATE_MATRIX=1 writes it):\n${writeMatrix(measured)}`,
    )
}

const execFileAsync = promisify(execFile)

/** Runs a command to its end; throws with its output when it fails. Seconds taken, and its output. */
async function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
) {
  const started = performance.now()
  try {
    const { stdout, stderr } = await execFileAsync(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      maxBuffer: 2 ** 26,
    })
    return { seconds: (performance.now() - started) / 1000, stdout, stderr }
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`${command} ${args.join(' ')} failed in ${options.cwd}:\n${stdout}\n${stderr}`)
  }
}

/** Starts a server and resolves once `url` answers. */
async function serve(
  command: string,
  args: string[],
  url: string,
  options: { cwd: string; env?: NodeJS.ProcessEnv },
) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`${command} ${args.join(' ')} exited (${code})`)),
    ),
  )
  const answered = (async () => {
    for (;;) {
      const ok = await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
      if (ok) return
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  })()
  await Promise.race([answered, exited])
  return child
}

const stopServer = (child: ChildProcess) => {
  if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
}

/** Serves a project's Vite build on `port` (every project has the stack pages); its address. */
async function preview(dir: string, port: number) {
  const url = `http://127.0.0.1:${port}`
  const args = ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort']
  servers.push(await serve('npx', args, `${url}/stack.html`, { cwd: dir }))
  return url
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

/** A fresh project: a package.json, the tarball and public packages installed from the npm cache. */
async function project(name: string, tarball: string, packages: string[]) {
  const dir = join(workspace, name)
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name, private: true, type: 'module' }, null, 2),
  )
  const install = await run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball, ...packages],
    { cwd: dir },
  )
  // The package came from the tarball: a copy inside the project, no link to this repository.
  const installed = join(dir, 'node_modules/@plaza-social/mock-wallet')
  if (relative(root, installed).startsWith('..') === false)
    throw new Error(`${installed} is inside the repository`)
  const files = readdirSync(installed)
  if (files.includes('src') || !files.includes('dist'))
    throw new Error(`unexpected package files: ${files.join(', ')}`)
  // Its declarations name only its peers and Node: a type of a peer's own dependency (abitype,
  // behind viem) would not resolve where the package manager does not hoist it.
  const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'))
  const declarations = (readdirSync(join(installed, 'dist'), { recursive: true }) as string[])
    .filter((file) => file.endsWith('.d.ts'))
    .map((file) => readFileSync(join(installed, 'dist', file), 'utf8'))
  const named = declarations.flatMap((text) =>
    [
      ...text.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+['"]([^'".][^'"]*)['"]/gm),
      ...text.matchAll(/\bimport\(['"]([^'".][^'"]*)['"]\)/g),
    ].map(([, specifier = '']) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    ),
  )
  const strangers = [...new Set(named)].filter(
    (name) => !(name in manifest.peerDependencies) && !name.startsWith('node:'),
  )
  if (strangers.length > 0) throw new Error(`its declarations import ${strangers.join(', ')}`)
  return { dir, installSeconds: install.seconds }
}

/**
 * The tarball as a registry and its users check it: publint (strict), attw for an ESM-only package,
 * npm publish's dry run with no warning but that nobody is logged in, and npm resolving its peers
 * beside wagmi 2's React package without --force or --legacy-peer-deps (project (b) installs it
 * beside wagmi 3's).
 */
async function registryChecks(tarball: string) {
  const bin = (name: string) => join(root, 'node_modules/.bin', name)
  await run(bin('publint'), ['run', '--strict', tarball], { cwd: workspace })
  await run(bin('attw'), ['--profile', 'esm-only', tarball], { cwd: workspace })
  const publish = await run('npm', ['publish', '--dry-run', '--ignore-scripts'], {
    cwd: packageDir,
  })
  const warnings = publish.stderr.split('\n').filter((line) => /^npm (warn|error)/.test(line))
  if (warnings.some((line) => !line.includes('requires you to be logged in')))
    throw new Error(`npm publish --dry-run warns:\n${warnings.join('\n')}`)
  const dir = join(workspace, 'resolve-wagmi-2')
  mkdirSync(dir)
  writeFileSync(join(dir, 'package.json'), '{"private":true}')
  const args = ['install', '--dry-run', '--no-audit', '--no-fund', '--prefer-offline']
  await run('npm', [...args, tarball, ...['wagmi', 'viem'].map(publicPackage)], { cwd: dir })
}

/**
 * Runs Playwright in a project with the README's config, on Debian Chromium, each test
 * `repeatEach` times; the tests' durations.
 */
async function playwright(dir: string, env: NodeJS.ProcessEnv, repeatEach = 2) {
  // The README's config as it is, with this machine's browser and a JSON report.
  writeFileSync(
    join(dir, 'outside.config.ts'),
    `import config from './playwright.config'
export default {
  ...config,
  workers: 1,
  repeatEach: ${repeatEach},
  reporter: [['json', { outputFile: 'results.json' }]],
  use: { ...config.use, launchOptions: { executablePath: ${JSON.stringify(chromiumPath)}, args: ${JSON.stringify(chromiumArgs)} } },
}
`,
  )
  const { seconds: wallSeconds } = await run(
    'npx',
    ['playwright', 'test', '-c', 'outside.config.ts'],
    {
      cwd: dir,
      env,
    },
  )
  type Suite = {
    specs?: { title: string; tests: { results: { duration: number; status: string }[] }[] }[]
    suites?: Suite[]
  }
  const report = JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')) as { suites: Suite[] }
  const results = (suite: Suite): { title: string; duration: number; status: string }[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.flatMap((test) => test.results.map((r) => ({ title: spec.title, ...r }))),
    ),
    ...(suite.suites ?? []).flatMap(results),
  ]
  const all = report.suites.flatMap(results)
  if (all.length === 0 || all.some((r) => r.status !== 'passed'))
    throw new Error(`Playwright passed in ${dir} with ${JSON.stringify(all)}`)
  return { durations: all.map((r) => r.duration), wallSeconds }
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0
}

const workspace = mkdtempSync(join(tmpdir(), 'mock-wallet-outside-'))
const chains = await startChainsOnFreePorts({ chainIds: [1, 8453], withState: false })
const nodes = { ETHEREUM_NODE: chains.rpcUrl(1), BASE_NODE: chains.rpcUrl(8453) }
// (c) sends transactions from the accounts (b) sends from: a chain of its own keeps their nonces apart.
const chainOfC = kitsRun
  ? undefined
  : await startChainsOnFreePorts({ chainIds: [1], withState: false })
const ports = await workerPortAllocator().claim(2)
const servers: ChildProcess[] = []
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
   * e2e suite's build of it (made here when the suite has not made it).
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
      ['@playwright/test', 'viem'].map(publicPackage),
    )
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

  /** (c) The same wagmi quick start on wagmi 2's core, the version this repository's app runs. */
  async function onWagmi2() {
    const { dir } = await project('wagmi-2', tarball, ['viem', '@wagmi/core'].map(publicPackage))
    await wagmiQuickStart(dir, { ETHEREUM_NODE: chainOfC?.rpcUrl(1) })
  }

  const ms = (tests: { durations: number[]; wallSeconds: number }) =>
    `${quantile(tests.durations, 0.5).toFixed(0)} / ${quantile(tests.durations, 0.95).toFixed(0)} ms (${tests.durations.length} runs, ${tests.wallSeconds.toFixed(1)} s with Playwright's start)`

  /** (a), (b), (c) and the registry's checks; their figures. */
  async function theRest() {
    // Side by side: most of each is npm installing or one Playwright worker waiting on a page,
    // and only (b) sends transactions on the chains they share. All run to their end, even when
    // one fails, before `finally` stops the servers they started.
    const sideBySide = [
      onRainbowKit(),
      onViteAndWagmi(),
      onWagmi2(),
      registryChecks(tarball),
    ] as const
    await Promise.allSettled(sideBySide)
    const [{ installSeconds: installA, tests: a }, { installSeconds: installB, tests: b }] =
      await Promise.all(sideBySide)
    return [
      `install (a: tarball, @playwright/test, viem): ${installA.toFixed(1)} s; (b: + ${wagmi3.core}, ${stackPackages.join(', ')}, vite): ${installB.toFixed(1)} s`,
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
  await Promise.all([chains.stop(), chainOfC?.stop()])
  if (process.env.KEEP_OUTSIDE !== '1') rmSync(workspace, { recursive: true, force: true })
}
