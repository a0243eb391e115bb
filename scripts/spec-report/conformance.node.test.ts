import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { servedByAnnotation } from '../../e2e/fixtures/servedBy'
import { unassertedAnnotation } from '../../e2e/meta/assertionsRequired'
import type { SpecRow } from '../../fixtures/spec/rows'
import { specRows } from '../../fixtures/spec/rows'
import { type SurfaceNote, surfaceNotes } from '../../fixtures/spec/surfaceNotes'
import { evaluate, rowIdsIn } from './conformance'
import {
  currentProvenance,
  playwrightRunProblems,
  provenanceProblems,
  runCommand,
  servedBuildProblems,
  vitestCommandProblems,
} from './provenance'
import { toMarkdown, totalsLine } from './render'
import type { TestResult } from './results'
import { fromPlaywright, fromVitest, projectHalves, sameVitestRun } from './results'

const rows: SpecRow[] = [
  { id: 'CFG-2', section: 'Shell', behaviour: 'chains', surfaces: ['U', 'E'] },
  { id: 'CON-1', section: 'Connect modal', behaviour: 'groups', surfaces: ['S', 'Ed'] },
]

const result = (
  title: string,
  surface: TestResult['surface'],
  outcome: TestResult['outcome'] = 'passed',
  suite = '',
  file = 'x',
): TestResult => ({ title, name: suite ? `${suite} > ${title}` : title, surface, outcome, file })

/** A passing test of each part the two rows require. */
const everyPart = [
  result('CFG-2: unit', 'U'),
  result('CFG-2: desktop', 'Ed'),
  result('CFG-2: mobile', 'Em'),
  result('CON-1: story', 'S'),
  result('CON-1: desktop', 'Ed'),
]
/** `everyPart` but the tests titled `left`. */
const everyPartBut = (...left: string[]) => everyPart.filter((test) => !left.includes(test.title))

type VitestAssertion = { title: string; status: string; meta?: { vitestRun?: string } }
/** vitest's JSON report of one test file. */
const vitestJson = (name: string, assertionResults: VitestAssertion[]) => ({
  testResults: [{ name, assertionResults }],
})

/** The markdown report's line of a row. */
const markdownLine = (report: ReturnType<typeof evaluate>, id: string) =>
  toMarkdown(report)
    .split('\n')
    .find((line) => line.startsWith(`| ${id} |`))

/** Each row's parts, by surface: E shows as its halves Ed and Em. */
const statuses = (report: ReturnType<typeof evaluate>) =>
  report.rows.map((row) =>
    row.cells.flatMap((cell) => cell.parts.map((part) => `${part.surface} ${part.status}`)),
  )

/**
 * What a run records of the builds it served (provenance.ts, servedBuilds): the visitor build
 * behind two servers, sign-in off and on, and the dev build behind a third.
 */
const servedBuilds = {
  builds: [
    { distDir: '.next-e2e', source: null, buildId: 'visitor-id', mockWallet: false },
    { distDir: '.next-e2e-dev', source: null, buildId: 'dev-id', mockWallet: true },
  ],
  servers: [
    { url: 'http://app', distDir: '.next-e2e', signIn: false },
    { url: 'http://auth', distDir: '.next-e2e', signIn: true },
    { url: 'http://dev', distDir: '.next-e2e-dev', signIn: false },
  ],
}
type Server = 'app' | 'auth' | 'dev'
/** The annotation e2e/fixtures/servedBy.ts writes when a page of `buildId` came from `server`. */
const servedBy = (server: Server, buildId = server === 'dev' ? 'dev-id' : 'visitor-id') => ({
  type: servedByAnnotation,
  description: `http://${server} ${buildId}`,
})

/** A test on `projectName` whose pages the visitor build's server answered. */
const servedOnApp = (projectName: string, status: string) => ({
  projectName,
  status,
  results: [{ annotations: [servedBy('app')] }],
})

/** A Playwright test that passed on both credited projects. */
const onBothHalves = [
  { projectName: 'desktop', status: 'expected' },
  { projectName: 'mobile', status: 'expected' },
]

/**
 * One Playwright spec run on the given projects, as the JSON reporter writes it: unless a test
 * says otherwise, its pages were served by `servedOn`'s servers.
 */
const playwrightRun = (
  title: string,
  tests: {
    projectName: string
    status: string
    expectedStatus?: string
    results?: { annotations: { type: string; description?: string }[] }[]
  }[],
  servedOn: readonly Server[] = ['app'],
) => ({
  config: { metadata: servedBuilds },
  suites: [
    {
      title: 'x.spec.ts',
      file: 'x.spec.ts',
      specs: [
        {
          title,
          file: 'x.spec.ts',
          tests: tests.map((test) => ({
            results: [{ annotations: servedOn.map((server) => servedBy(server)) }],
            ...test,
          })),
        },
      ],
    },
  ],
})

describe('spec:report', () => {
  const head = { commit: 'a'.repeat(40), dirty: false }

  test('reads row ids from test names, in any position', () => {
    expect(rowIdsIn('CFG-2, ERR-4902: unknown chain > LIM-GET at most 5')).toEqual([
      'CFG-2',
      'ERR-4902',
      'LIM-GET',
    ])
  })

  test('a row passes when every required part has a passing test (E: desktop and phone)', () => {
    const report = evaluate(rows, everyPart)
    expect(report.ok).toBe(true)
    expect(report.totals).toMatchObject({ rows: 2, rowsOk: 2, pass: 5, missing: 0 })
  })

  test('removing a test fails the report, naming the row and part', () => {
    const report = evaluate(rows, [result('CFG-2: unit', 'U'), result('CON-1: story', 'S')])
    expect(report.ok).toBe(false)
    const missing = report.rows.flatMap((row) =>
      row.cells
        .flatMap((cell) => cell.parts)
        .filter((part) => part.status === 'missing')
        .map((part) => `${row.row.id} ${part.surface}`),
    )
    expect(missing).toEqual(['CFG-2 Ed', 'CFG-2 Em', 'CON-1 Ed'])
  })

  test('a mobile test does not cover a desktop-only surface', () => {
    const report = evaluate(rows, [result('CON-1: story', 'S'), result('CON-1: mobile', 'Em')])
    expect(statuses(report)[1]).toEqual(['S pass', 'Ed missing'])
  })

  test('a flaky test (passed only on a retry) counts as failing', () => {
    const report = evaluate(rows, [
      result('CFG-2: unit', 'U'),
      result('CFG-2: desktop', 'Ed', 'flaky'),
      result('CFG-2: mobile', 'Em'),
    ])
    expect(statuses(report)[0]).toEqual(['U pass', 'Ed fail', 'Em pass'])
    expect(report.totals.fail).toBe(1)
    expect(report.ok).toBe(false)
  })

  test('a test marked as failing (test.fail(), it.fails) fails the report, whatever it names', () => {
    // Naming no row, or run where no cell counts it (the attacks project), it still fails.
    const unnamed = evaluate(rows, [
      ...everyPart,
      { ...result('a known bug', 'U', 'expected failure'), surface: undefined },
    ])
    expect(unnamed.totals.fail).toBe(0)
    expect(unnamed.notPassing.map((test) => test.name)).toEqual(['a known bug'])
    expect(unnamed.ok).toBe(false)
  })

  test("a row is credited only by the ids in the test's own title, not by its suite's", () => {
    const report = evaluate(rows, [
      result('unit', 'U', 'passed', 'CFG-2: the chains'),
      result('desktop', 'Ed', 'passed', 'CFG-2'),
      result('mobile', 'Em', 'passed', 'CFG-2'),
    ])
    expect(statuses(report)[0]).toEqual(['U missing', 'Ed missing', 'Em missing'])
  })

  test('unknown row ids in tests are an error, wherever they are named', () => {
    const report = evaluate(rows, [
      result('CFG-99: typo', 'U'),
      result('ok', 'U', 'passed', 'LIM-NOPE suite'),
    ])
    expect(report.unknownIds.map((entry) => entry.id)).toEqual(['CFG-99', 'LIM-NOPE'])
    expect(report.ok).toBe(false)
  })

  test('an exemption covers its half of an E cell only: the other half still needs its test', () => {
    const notes = [
      { row: 'CFG-2', surface: 'Em', kind: 'exempt', reason: 'no phone' },
    ] as const satisfies SurfaceNote[]
    const covered = everyPartBut('CFG-2: desktop', 'CFG-2: mobile')
    const halfOnly = evaluate(rows, covered, notes)
    expect(statuses(halfOnly)[0]).toEqual(['U pass', 'Ed missing', 'Em exempt'])
    expect(halfOnly.ok).toBe(false)
    const withDesktop = evaluate(rows, [...covered, result('CFG-2: desktop', 'Ed')], notes)
    expect(statuses(withDesktop)[0]).toEqual(['U pass', 'Ed pass', 'Em exempt'])
    expect(withDesktop.rows[0]?.cells[1]?.parts[1]?.note?.reason).toBe('no phone')
    expect(withDesktop.totals).toMatchObject({ exempt: 1, rowsOk: 2 })
    expect(withDesktop.ok).toBe(true)
  })

  test("a partial half still needs the visitor's test; the report shows what is left", () => {
    const notes = [
      { row: 'CON-1', surface: 'Ed', kind: 'partial', reason: 'INSTALL: story only' },
    ] as const satisfies SurfaceNote[]
    const others = everyPartBut('CON-1: desktop')
    expect(statuses(evaluate(rows, others, notes))[1]).toEqual(['S pass', 'Ed missing'])
    const report = evaluate(rows, [...others, result('CON-1: desktop', 'Ed')], notes)
    expect(report.ok).toBe(true)
    expect(report.totals).toMatchObject({ pass: 4, partial: 1, rowsOk: 2, rowsFull: 1 })
    const line = markdownLine(report, 'CON-1')
    expect(line).toContain('Ed ✅ 1/1 (partial)')
    expect(line).toContain('Ed partial: INSTALL: story only')
  })

  test('a pending part carries its reason and fails the report', () => {
    const report = evaluate(rows, everyPartBut('CON-1: desktop'), [
      { row: 'CON-1', surface: 'Ed', kind: 'pending', reason: 'not built yet' },
    ])
    expect(statuses(report)[1]).toEqual(['S pass', 'Ed pending'])
    expect(report.totals).toMatchObject({ pending: 1, rowsOk: 1 })
    expect(report.ok).toBe(false)
  })

  test("E counts the visitor build's tests only: the dev build's, attacks and RainbowKit's default app prove no cell", () => {
    const results = [
      ...fromPlaywright(playwrightRun('CFG-2: the dev build', onBothHalves, ['dev'])),
      ...fromPlaywright(
        playwrightRun('CFG-2: elsewhere', [
          { projectName: 'attacks', status: 'expected' },
          { projectName: 'default-app', status: 'expected' },
        ]),
      ),
    ]
    expect(results.map((test) => test.surface)).toEqual(['dev Ed', 'dev Em', undefined, undefined])
    const report = evaluate(rows, [result('CFG-2: unit', 'U'), ...results])
    expect(statuses(report)[0]).toEqual(['U pass', 'Ed missing', 'Em missing'])
    // The visitor build, with sign-in off or on.
    expect(
      (['app', 'auth'] as const).flatMap((server) =>
        fromPlaywright(playwrightRun('CFG-2: the visitor build', onBothHalves, [server])).map(
          (test) => test.surface,
        ),
      ),
    ).toEqual(['Ed', 'Em', 'Ed', 'Em'])
  })

  test('a test credits a half only on a build of the run that answered its pages: none loaded (a title over a constant), an unknown server or build id, a build of unknown flags prove nothing', () => {
    const desktop = (...annotations: { type: string; description?: string }[]) =>
      fromPlaywright(
        playwrightRun('CFG-2: x', [
          { projectName: 'desktop', status: 'expected', results: [{ annotations }] },
        ]),
      ).map((test) => test.surface)
    expect(desktop()).toEqual([undefined])
    // A server the run did not start, the run's server answering with another build, and a page
    // of this app's build on the address of the dev build's server.
    expect(desktop(servedBy('elsewhere' as Server))).toEqual([undefined])
    expect(desktop(servedBy('app', 'stale-id'))).toEqual([undefined])
    expect(desktop(servedBy('dev', 'visitor-id'))).toEqual([undefined])
    const unknownFlags = {
      ...servedBuilds,
      builds: [{ ...servedBuilds.builds[0]!, mockWallet: null }],
    }
    expect(
      fromPlaywright({
        ...playwrightRun('CFG-2: x', [{ projectName: 'desktop', status: 'expected' }]),
        config: { metadata: unknownFlags },
      }).map((test) => test.surface),
    ).toEqual([undefined])
    // Pages of two builds: the test counts on each.
    expect(desktop(servedBy('app'), servedBy('dev'), servedBy('app'))).toEqual(['Ed', 'dev Ed'])
    const report = evaluate(rows, [
      result('CFG-2: unit', 'U'),
      ...fromPlaywright(
        playwrightRun('CFG-2: asserts a constant', [
          { projectName: 'desktop', status: 'expected', results: [{ annotations: [] }] },
          { projectName: 'mobile', status: 'expected', results: [{ annotations: [] }] },
        ]),
      ),
    ])
    expect(statuses(report)[0]).toEqual(['U pass', 'Ed missing', 'Em missing'])
  })

  test('a part proven only with sign-in on says so, as the default deployment has it off', () => {
    const signedIn = fromPlaywright(playwrightRun('CFG-2: sign-in on', onBothHalves, ['auth']))
    const plain = fromPlaywright(playwrightRun('CFG-2: sign-in off', [onBothHalves[0]!]))
    const report = evaluate(rows, [result('CFG-2: unit', 'U'), ...signedIn, ...plain])
    const line = markdownLine(report, 'CFG-2')
    expect(line).toContain('Ed ✅ 2/2 Em ✅ 1/1 (sign-in on)')
    expect(line).toContain('[Em, sign-in on] CFG-2: sign-in on')
  })

  test("a dev-only half counts the dev build's tests, in its own column; without one it is missing", () => {
    const notes = [
      { row: 'CFG-2', surface: 'Ed', kind: 'dev-only', reason: 'only the Wallet Lab reaches it' },
    ] as const satisfies SurfaceNote[]
    const others = [result('CFG-2: unit', 'U'), result('CFG-2: mobile', 'Em')]
    const withDev = evaluate(rows, [...others, result('CFG-2: dev desktop', 'dev Ed')], notes)
    expect(statuses(withDev)[0]).toEqual(['U pass', 'Ed dev-only', 'Em pass'])
    expect(withDev.totals['dev-only']).toBe(1)
    expect(markdownLine(withDev, 'CFG-2')).toMatch(/\| U ✅ 1\/1 Em ✅ 1\/1 \| Ed 🛠 1\/1 \|/)
    // The visitor's half of a dev-only row is not credited by the dev build, and a dev-only half
    // needs a passing test of the dev build: a visitor test alone does not make it.
    const devOnEm = evaluate(
      rows,
      [result('CFG-2: unit', 'U'), result('CFG-2: dev', 'dev Em')],
      notes,
    )
    expect(statuses(devOnEm)[0]).toEqual(['U pass', 'Ed missing', 'Em missing'])
    const failing = evaluate(rows, [...others, result('CFG-2: dev', 'dev Ed', 'failed')], notes)
    expect(statuses(failing)[0]).toEqual(['U pass', 'Ed fail', 'Em pass'])
    // Without a dev-only note, the dev build proves nothing.
    expect(statuses(evaluate(rows, [...others, result('CFG-2: dev', 'dev Ed')]))[0]).toEqual([
      'U pass',
      'Ed missing',
      'Em pass',
    ])
  })

  // Loading Playwright's config and Playwright takes a second alone and 13 while npm test's other
  // phases share the cores: the guard against a hang allows for that.
  test('the projects credited with a half run on its viewport', async () => {
    const { default: config } = await import('../../playwright.config')
    const { e2eServers } = await import('../../e2e/servers')
    const credited = (config.projects ?? []).filter((project) => project.name! in projectHalves)
    expect(credited.map((project) => project.name).sort()).toEqual(
      Object.keys(projectHalves).sort(),
    )
    for (const project of credited)
      expect(Boolean(project.use?.isMobile), project.name).toBe(
        projectHalves[project.name!] === 'Em',
      )
    // A server already on a port (another run's, one left over) is never taken for the suite's.
    const webServers = [config.webServer ?? []].flat()
    expect(webServers.map((server) => server.reuseExistingServer)).toEqual(
      Object.values(e2eServers).map(() => false),
    )
  }, 60_000)

  test('reads the JSON reporters of vitest (stories are S) and Playwright (by project)', () => {
    const unit = '/a/unit/x.test.ts'
    const story = '/a/src/B.stories.tsx'
    expect(
      fromVitest({
        testResults: [
          {
            name: unit,
            assertionResults: [
              { fullName: 'suite CFG-2 x', title: 'x', status: 'passed' },
              { title: 'skipped', status: 'skipped' },
              { title: 'todo', status: 'todo' },
            ],
          },
          { name: story, assertionResults: [{ title: 'BTN-1: y', status: 'failed' }] },
        ],
      }),
    ).toEqual([
      { ...result('x', 'U', 'passed', '', unit), name: 'suite CFG-2 x' },
      result('skipped', 'U', 'skipped', '', unit),
      result('todo', 'U', 'skipped', '', unit),
      result('BTN-1: y', 'S', 'failed', '', story),
    ])
    expect(
      fromPlaywright({
        config: { metadata: servedBuilds },
        suites: [
          {
            title: 'shell.spec.ts',
            file: 'shell.spec.ts',
            suites: [
              {
                title: 'the shell',
                specs: [
                  {
                    title: 'BTN-1: loads',
                    file: 'shell.spec.ts',
                    tests: [
                      servedOnApp('desktop', 'expected'),
                      servedOnApp('mobile', 'unexpected'),
                    ],
                  },
                  {
                    title: 'BTN-1: reloads',
                    file: 'shell.spec.ts',
                    tests: [servedOnApp('desktop', 'skipped'), servedOnApp('mobile', 'flaky')],
                  },
                ],
              },
            ],
          },
        ],
      }),
    ).toEqual([
      result('BTN-1: loads', 'Ed', 'passed', 'the shell', 'shell.spec.ts'),
      result('BTN-1: loads', 'Em', 'failed', 'the shell', 'shell.spec.ts'),
      result('BTN-1: reloads', 'Ed', 'skipped', 'the shell', 'shell.spec.ts'),
      result('BTN-1: reloads', 'Em', 'flaky', 'the shell', 'shell.spec.ts'),
    ])
  })

  test('a vitest test that passed after a retry is flaky; one marked it.fails is an expected failure (the run reporter names both)', () => {
    const json = vitestJson('/a/unit/x.test.ts', [
      { title: 'CFG-2: x', status: 'passed' },
      { title: 'CFG-2: y', status: 'passed' },
      // vitest's JSON calls an `it.fails` test that failed 'passed'.
      { title: 'CFG-2: z', status: 'passed' },
    ])
    expect(
      fromVitest(json, { flaky: ['CFG-2: y'], expectedFailures: ['CFG-2: z'] }).map(
        (test) => test.outcome,
      ),
    ).toEqual(['passed', 'flaky', 'expected failure'])
  })

  test('a vitest test of src/dev/ (what only dev builds hold) proves no U cell, yet fails the report when it fails', () => {
    const json = (status: string) =>
      vitestJson('/a/src/dev/TestTransactions/x.test.tsx', [
        { title: 'LIM-TX: the dev panel stores 10', status },
      ])
    const devOnly = evaluate(
      [{ id: 'LIM-TX', section: 'Limits', behaviour: 'at most 10', surfaces: ['U'] }],
      fromVitest(json('passed')),
    )
    expect(statuses(devOnly)).toEqual([['U missing']])
    expect(devOnly.rows[0]?.cells[0]?.parts[0]?.tests).toEqual([])
    expect(evaluate(rows, fromVitest(json('failed'))).notPassing).toHaveLength(1)
  })

  test("a Playwright test marked test.fail() is an expected failure, though Playwright calls it 'expected'", () => {
    expect(
      fromPlaywright(
        playwrightRun('CFG-2: a known bug', [
          { projectName: 'desktop', status: 'expected', expectedStatus: 'failed' },
          { projectName: 'mobile', status: 'expected', expectedStatus: 'passed' },
        ]),
      ).map((test) => test.outcome),
    ).toEqual(['expected failure', 'passed'])
  })

  test('a Playwright run that served a build of another commit, of a changed tree or of no known commit (a stale .next-e2e served with E2E_REUSE_BUILD=1) is refused', () => {
    const served = (source: { commit: string; dirty: boolean } | null) => ({
      builds: [
        { distDir: '.next-e2e', source: head },
        { distDir: '.next-e2e-dev', source },
      ],
    })
    expect(servedBuildProblems(head, served(head))).toEqual([])
    expect(servedBuildProblems(head, served({ commit: 'b'.repeat(40), dirty: false }))).toEqual([
      'the build in .next-e2e-dev was made from bbbbbbbbbbbb, not from HEAD aaaaaaaaaaaa',
    ])
    expect(servedBuildProblems(head, served({ ...head, dirty: true }))).toEqual([
      'the build in .next-e2e-dev was made from aaaaaaaaaaaa with changes, not from HEAD aaaaaaaaaaaa',
    ])
    expect(servedBuildProblems(head, served(null))).toEqual([
      'the build in .next-e2e-dev does not say which commit it was made from (build it first)',
    ])
    expect(servedBuildProblems(head, {})).toEqual([
      'playwright results do not say which builds they were served',
    ])
  })

  test('results from another commit, or from a work tree with changes or untracked files, are refused', () => {
    expect(provenanceProblems(head, [{ runner: 'vitest', run: head }])).toEqual([])
    expect(
      provenanceProblems(head, [
        { runner: 'playwright', run: { commit: 'b'.repeat(40), dirty: false } },
      ]),
    ).toEqual([`playwright results come from commit bbbbbbbbbbbb, not from HEAD aaaaaaaaaaaa`])
    expect(provenanceProblems(head, [{ runner: 'vitest', run: undefined }])).toEqual([
      'vitest results name no commit',
    ])
    expect(
      provenanceProblems(head, [{ runner: 'vitest', run: { commit: head.commit, dirty: true } }]),
    ).toEqual(['vitest results come from aaaaaaaaaaaa with uncommitted changes or untracked files'])
  })

  test('a work tree is dirty with a changed file, and with an untracked one (a new test not yet committed)', () => {
    const repo = mkdtempSync(join(tmpdir(), 'spec-report-git-'))
    try {
      const git = (...args: string[]) =>
        execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: repo })
      git('init', '-q')
      writeFileSync(join(repo, '.gitignore'), 'reports/\n')
      writeFileSync(join(repo, 'a.test.ts'), 'one')
      git('add', '.')
      git('commit', '-qm', 'one')
      expect(currentProvenance(repo)?.dirty).toBe(false)
      mkdirSync(join(repo, 'reports'))
      writeFileSync(join(repo, 'reports', 'vitest.json'), 'ignored output')
      expect(currentProvenance(repo)?.dirty).toBe(false)
      writeFileSync(join(repo, 'b.test.ts'), 'new')
      expect(currentProvenance(repo)?.dirty).toBe(true)
      rmSync(join(repo, 'b.test.ts'))
      writeFileSync(join(repo, 'a.test.ts'), 'changed')
      expect(currentProvenance(repo)?.dirty).toBe(true)
    } finally {
      rmSync(repo, { recursive: true, force: true })
    }
  })

  test('a skipped test fails the report, even where another test of its row passes', () => {
    const results = fromPlaywright(
      playwrightRun('CFG-2: fails, so skipped', [
        { projectName: 'desktop', status: 'skipped' },
        { projectName: 'mobile', status: 'expected' },
      ]),
    )
    const report = evaluate(rows, [
      result('CFG-2: unit', 'U'),
      result('CFG-2: another desktop test', 'Ed'),
      ...results,
      result('CON-1: story', 'S'),
      result('CON-1: desktop', 'Ed'),
    ])
    expect(statuses(report)[0]).toEqual(['U pass', 'Ed fail', 'Em pass'])
    expect(report.notPassing.map((test) => `${test.surface} ${test.outcome}`)).toEqual([
      'Ed skipped',
    ])
    expect(report.ok).toBe(false)
  })

  /** What playwright.config.ts records for a run started with these arguments. */
  const ranWith = (...args: string[]) => runCommand(['node', 'playwright', 'test', ...args])
  const suiteReporters = [['list'], ['json'], ['/repo/e2e/meta/assertionsRequired.ts']] as const
  const problemsOf = (metadata: Record<string, unknown>) =>
    playwrightRunProblems({ metadata, reporter: suiteReporters })

  test("a Playwright run filtered by its command line (--grep, --grep-invert, --project, a file) is refused; the config's own filters are not on it", () => {
    // The whole suite, as npm test and CI's shards run it: the mobile project's grepInvert
    // (@same-on-phone) is the config's, and no part of the command line.
    expect(problemsOf(ranWith())).toEqual([])
    expect(
      problemsOf(ranWith('--workers=1', '-c', 'playwright.config.ts', '--retries', '0')),
    ).toEqual([])
    for (const filter of [
      ['--grep', 'CFG-2'],
      ['-g', 'CFG-2'],
      ['--grep-invert=flaky'],
      ['--project', 'desktop'],
      ['qa/chain-modal.spec.ts:12'],
      ['--last-failed'],
      ['--reporter=json'],
      ['--update-snapshots'],
    ])
      expect(problemsOf(ranWith(...filter)), filter.join(' ')).toEqual([
        `playwright results come from a run filtered or changed by ${filter.join(' ')}`,
      ])
    expect(problemsOf({ run: {} })).toEqual([
      'playwright results do not say which command ran them',
    ])
  })

  test('one shard of a Playwright run, merged or not, is refused; every shard merged is the whole run', () => {
    expect(Object.keys(ranWith('--shard=2/3'))).toEqual(['command 2/3'])
    expect(problemsOf(ranWith('--shard', '1/2'))).toEqual([
      'playwright results hold the shards 1/2, not every shard of one run',
    ])
    // merge-reports keeps each shard's metadata key beside the others'.
    expect(problemsOf({ ...ranWith('--shard=1/2'), ...ranWith('--shard=2/2') })).toEqual([])
    expect(problemsOf({ ...ranWith('--shard=1/3'), ...ranWith('--shard=3/3') })).toEqual([
      'playwright results hold the shards 1/3, 3/3, not every shard of one run',
    ])
  })

  test('a Playwright test that asserts nothing is credited nothing, and a run not checked for it is refused', () => {
    const results = fromPlaywright(
      playwrightRun('CFG-2: looks and asserts nothing', [
        {
          projectName: 'desktop',
          status: 'expected',
          results: [{ annotations: [unassertedAnnotation, servedBy('app')] }],
        },
        { projectName: 'mobile', status: 'expected' },
      ]),
    )
    expect(results.map((test) => test.outcome)).toEqual(['asserts nothing', 'passed'])
    const report = evaluate(rows, [result('CFG-2: unit', 'U'), ...results])
    expect(statuses(report)[0]).toEqual(['U pass', 'Ed fail', 'Em pass'])
    expect(report.ok).toBe(false)
    expect(playwrightRunProblems({ metadata: ranWith(), reporter: [['list'], ['json']] })).toEqual([
      'playwright results were not checked for tests that assert nothing (e2e/meta/assertionsRequired.ts is not among the reporters)',
    ])
  })

  test('a vitest run of some files, projects or tests is refused; `vitest run` of the whole suite is not', () => {
    expect(vitestCommandProblems(['run'])).toEqual([])
    expect(vitestCommandProblems(['run', '--maxWorkers=1'])).toEqual([])
    for (const filter of [
      ['unit/config'],
      ['--project', 'unit'],
      ['-t', 'CFG-2'],
      ['--shard=1/2'],
      ['--changed'],
    ])
      expect(vitestCommandProblems(['run', ...filter]), filter.join(' ')).toEqual([
        `vitest results come from a run filtered or changed by ${filter.join(' ')}`,
      ])
    expect(vitestCommandProblems([])).toEqual([
      'vitest results come from a run filtered or changed by no command (not run)',
    ])
    expect(vitestCommandProblems(undefined)).toEqual([
      'vitest results do not say which command ran them',
    ])
  })

  test("vitest's run file counts only with the vitest.json of its own run: a stale one at the same commit is refused", () => {
    const json = (...ids: (string | undefined)[]) =>
      vitestJson(
        '/a/unit/x.test.ts',
        ids.map((id) => ({
          title: 'CFG-2: x',
          status: 'passed',
          meta: id ? { vitestRun: id } : {},
        })),
      )
    expect(sameVitestRun(json('this run', 'this run'), 'this run')).toBe(true)
    expect(sameVitestRun(json('this run', 'this run'), 'an earlier run')).toBe(false)
    expect(sameVitestRun(json('this run', 'an earlier run'), 'this run')).toBe(false)
    // No test stamped: the run reporter was not in the run that wrote vitest.json.
    expect(sameVitestRun(json(undefined), 'this run')).toBe(false)
    expect(sameVitestRun(json('this run', undefined), 'this run')).toBe(true)
    expect(sameVitestRun(json('this run'), undefined)).toBe(false)
  })

  test('an exempt part needs a passing test naming the row, on that part or in the unit suite, that shows why it cannot happen', () => {
    const exemptRows: SpecRow[] = [
      { id: 'ERR-NOCHAINS', section: 'Errors', behaviour: 'no chains', surfaces: ['U'] },
      { id: 'LIM-HEIGHT', section: 'Limits', behaviour: 'height cap', surfaces: ['E'] },
    ]
    const notes = [
      { row: 'ERR-NOCHAINS', surface: 'U', kind: 'exempt', reason: 'always chains' },
      { row: 'LIM-HEIGHT', surface: 'Em', kind: 'exempt', reason: 'desktop modal only' },
    ] as const satisfies SurfaceNote[]
    const desktop = result('LIM-HEIGHT: capped', 'Ed')
    const none = evaluate(exemptRows, [desktop], notes)
    expect(statuses(none)).toEqual([['U missing'], ['Ed pass', 'Em missing']])
    expect(none.ok).toBe(false)
    const shown = evaluate(
      exemptRows,
      [
        desktop,
        result('ERR-NOCHAINS: every config has chains', 'U'),
        result('LIM-HEIGHT: only the desktop modal caps', 'U'),
      ],
      notes,
    )
    expect(statuses(shown)).toEqual([['U exempt'], ['Ed pass', 'Em exempt']])
    expect(shown.ok).toBe(true)
    expect(totalsLine(shown)).toBe(
      '2/2 rows conform, 0 of them with a full pass on every part; parts (U, S, and each half of E): 1 pass, 0 partial (a visitor meets part of the row), 2 exempt, 0 dev build only, 0 fail, 0 missing, 0 pending',
    )
    const failing = evaluate(exemptRows, [desktop, result('ERR-NOCHAINS: x', 'U', 'failed')], notes)
    expect(statuses(failing)[0]).toEqual(['U fail'])
  })

  test('the rows data mirrors rows.md: 59 rows with unique ids', () => {
    expect(specRows).toHaveLength(59)
    expect(new Set(specRows.map((row) => row.id)).size).toBe(59)
  })

  test('every surface note names a required part of its row', () => {
    for (const note of surfaceNotes) {
      const row = specRows.find((entry) => entry.id === note.row)
      const required = (row?.surfaces ?? []).flatMap((surface): string[] =>
        surface === 'E' ? ['Ed', 'Em'] : [surface],
      )
      expect(required, `${note.row} ${note.surface}`).toContain(note.surface)
    }
  })
})
