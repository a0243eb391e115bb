import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { readBuildFlags } from '../build-flags.mjs'

/** Which commit a test run ran on, and whether the work tree had changes or untracked files on top of it. */
export type RunProvenance = { commit: string; dirty: boolean }

/** The commit and state of the work tree in `cwd`, read with git; undefined outside a repository. */
export function currentProvenance(cwd = process.cwd()): RunProvenance | undefined {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    return {
      commit: git('rev-parse', 'HEAD').trim(),
      // Untracked files count: a new test file or module not yet committed changes what ran.
      dirty: git('status', '--porcelain').trim() !== '',
    }
  } catch {
    return undefined
  }
}

type RunnerProvenance = { runner: string; run: RunProvenance | undefined }

const short = (commit: string) => commit.slice(0, 12)

/**
 * Why results may not be reported for HEAD: they name no commit, or another one, or a work tree
 * with changes or untracked files (what ran is then not what HEAD holds).
 */
export function provenanceProblems(
  head: RunProvenance | undefined,
  runs: readonly RunnerProvenance[],
): string[] {
  return runs.flatMap(({ runner, run }) => {
    if (!run) return [`${runner} results name no commit`]
    if (!head) return [`${runner} results come from ${short(run.commit)}; HEAD is unknown`]
    if (run.commit !== head.commit)
      return [
        `${runner} results come from commit ${short(run.commit)}, not from HEAD ${short(head.commit)}`,
      ]
    if (run.dirty)
      return [
        `${runner} results come from ${short(run.commit)} with uncommitted changes or untracked files`,
      ]
    return []
  })
}

/**
 * The options of `playwright test` and `vitest run` that change neither which tests run nor what
 * they check; a value follows those marked 'value'. Anything else (a file or line, --grep,
 * --grep-invert, --project, -t, --last-failed, --only-changed, --reporter, --update-snapshots, …)
 * is refused: its results are not the suite's.
 */
type Harmless = { command: string; options: Readonly<Record<string, 'flag' | 'value'>> }

const playwrightHarmless: Harmless = {
  command: 'test',
  options: {
    '-c': 'value',
    '--config': 'value',
    '-j': 'value',
    '--workers': 'value',
    '--retries': 'value',
    '--repeat-each': 'value',
    '--timeout': 'value',
    '--trace': 'value',
    '--output': 'value',
    '--shard': 'value',
    '--headed': 'flag',
    '--quiet': 'flag',
  },
}

const vitestHarmless: Harmless = {
  command: 'run',
  options: { '--maxWorkers': 'value', '--silent': 'flag' },
}

/** A command line (node and the tool left out): what in it narrows or changes the run; its shard. */
function parseCommand(args: readonly string[], { command, options }: Harmless) {
  const refused = args[0] === command ? [] : [`${args[0] ?? 'no command'} (not ${command})`]
  let shard: string | undefined
  for (let index = 1; index < args.length; index++) {
    const [name = '', inline] = args[index]!.split(/=(.*)/)
    const kind = options[name]
    if (!kind) refused.push(args[index]!)
    else if (kind === 'value') {
      const value = inline ?? args[++index]
      if (name === '--shard') shard = value
    }
  }
  return { refused, shard }
}

const filtered = (runner: string, refused: readonly string[]) =>
  refused.length
    ? [`${runner} results come from a run filtered or changed by ${refused.join(' ')}`]
    : []

/** Why vitest results may not feed the report: their command line (vitestRunReporter.ts). */
export function vitestCommandProblems(args: readonly string[] | undefined): string[] {
  if (!args) return ['vitest results do not say which command ran them']
  return filtered('vitest', parseCommand(args, vitestHarmless).refused)
}

/**
 * What playwright.config.ts records in the run's metadata: the command line, under a key of its
 * own per shard, so the merged report of a sharded run holds every shard's.
 */
export function runCommand(argv: readonly string[] = process.argv) {
  const args = argv.slice(2)
  return { [`command ${parseCommand(args, playwrightHarmless).shard ?? 'whole'}`]: args }
}

/** What spec:report reads of a Playwright JSON report's config. */
type PlaywrightRunConfig = {
  metadata?: Record<string, unknown>
  reporter?: readonly (readonly [string, unknown?])[]
}

/**
 * Why a Playwright report may not feed the conformance report: its command line (runCommand)
 * is missing, narrowed which tests ran or changed what they check, it holds some shards of a run
 * only, or the run was not checked for tests that assert nothing.
 */
export function playwrightRunProblems(config: PlaywrightRunConfig | undefined): string[] {
  const commands = Object.entries(config?.metadata ?? {})
    .filter(([key]) => key.startsWith('command '))
    .map(([, args]) => parseCommand(args as string[], playwrightHarmless))
  if (commands.length === 0) return ['playwright results do not say which command ran them']
  const problems = commands.flatMap(({ refused }) => filtered('playwright', refused))
  const shards = commands.map(({ shard }) => shard ?? 'whole').sort()
  const total = Number(shards[0]?.split('/')[1])
  const whole =
    total > 1 ? Array.from({ length: total }, (_, index) => `${index + 1}/${total}`) : ['whole']
  if (shards.join() !== whole.sort().join())
    problems.push(
      `playwright results hold the shards ${shards.join(', ')}, not every shard of one run`,
    )
  if (!config?.reporter?.some(([name]) => name.endsWith('/assertionsRequired.ts')))
    problems.push(
      'playwright results were not checked for tests that assert nothing (e2e/meta/assertionsRequired.ts is not among the reporters)',
    )
  return problems
}

/**
 * What playwright.config.ts records of the app's builds it serves (RainbowKit's default app, in a
 * folder of its own, proves no row): each dist dir, the commit it was built from, its build id
 * (which the pages it serves name: e2e/fixtures/servedBy.ts) and whether it holds the mock
 * wallet; and each server, by its address, with the build it serves and whether sign-in is on.
 * Read when the config loads, so the builds are made first (`npm test`, `npm run test:e2e`).
 */
export function servedBuilds(
  servers: readonly { url: string; build: { dir?: string; distDir: string }; signIn: boolean }[],
) {
  const ofApp = servers.filter(({ build }) => build.dir === undefined)
  const distDirs = [...new Set(ofApp.map(({ build }) => build.distDir))]
  return {
    builds: distDirs.map((distDir) => {
      const flags = readBuildFlags(distDir)
      const buildId = join(distDir, 'BUILD_ID')
      return {
        distDir,
        source: flags?.source ?? null,
        buildId: existsSync(buildId) ? readFileSync(buildId, 'utf8').trim() : null,
        mockWallet: flags?.mockWallet ?? null,
      }
    }),
    servers: ofApp.map(({ url, build, signIn }) => ({ url, distDir: build.distDir, signIn })),
  }
}

export type ServedBuilds = ReturnType<typeof servedBuilds>

/** Why the builds a Playwright run served are not HEAD's: another commit, changes, or unknown. */
export function servedBuildProblems(
  head: RunProvenance | undefined,
  metadata: Record<string, unknown> | undefined,
): string[] {
  const builds = metadata?.builds as ServedBuilds['builds'] | undefined
  if (!builds?.length) return ['playwright results do not say which builds they were served']
  return builds.flatMap(({ distDir, source }) =>
    !source
      ? [`the build in ${distDir} does not say which commit it was made from (build it first)`]
      : source.commit !== head?.commit || source.dirty
        ? [
            `the build in ${distDir} was made from ${short(source.commit)}${source.dirty ? ' with changes' : ''}, not from HEAD ${head ? short(head.commit) : '(unknown)'}`,
          ]
        : [],
  )
}
