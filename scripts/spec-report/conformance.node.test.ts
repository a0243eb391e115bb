import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SpecRow } from '../../fixtures/spec/rows'
import { specRows } from '../../fixtures/spec/rows'
import { type SurfaceNote, surfaceNotes } from '../../fixtures/spec/surfaceNotes'
import { evaluate, rowIdsIn } from './conformance'
import { currentProvenance, provenanceProblems } from './provenance'
import { toMarkdown } from './render'
import type { TestResult } from './results'
import { fromPlaywright, fromVitest, projectHalves } from './results'

const rows: SpecRow[] = [
  { id: 'CFG-2', section: 'Shell', behaviour: 'chains', surfaces: ['U', 'E'] },
  { id: 'CON-1', section: 'Connect modal', behaviour: 'groups', surfaces: ['S', 'Ed'] },
]

const result = (
  title: string,
  surface: TestResult['surface'],
  outcome: TestResult['outcome'] = 'passed',
  suite = '',
): TestResult => ({
  title,
  name: suite ? `${suite} > ${title}` : title,
  surface,
  outcome,
  file: 'x',
})

/** Each row's parts, by surface: E shows as its halves Ed and Em. */
const statuses = (report: ReturnType<typeof evaluate>) =>
  report.rows.map((row) =>
    row.cells.flatMap((cell) => cell.parts.map((part) => `${part.surface} ${part.status}`)),
  )

/** One Playwright spec run on the given projects, as the JSON reporter writes it. */
const playwrightRun = (
  title: string,
  tests: { projectName: string; status: string; expectedStatus?: string }[],
  file = 'x.spec.ts',
) => ({
  suites: [{ title: file, file, specs: [{ title, file, tests }] }],
})

describe('spec:report', () => {
  test('reads row ids from test names, in any position', () => {
    expect(rowIdsIn('CFG-2, ERR-4902: unknown chain > LIM-GET at most 5')).toEqual([
      'CFG-2',
      'ERR-4902',
      'LIM-GET',
    ])
  })

  test('a row passes when every required part has a passing test (E: desktop and phone)', () => {
    const report = evaluate(rows, [
      result('CFG-2: unit', 'U'),
      result('CFG-2: desktop', 'Ed'),
      result('CFG-2: mobile', 'Em'),
      result('CON-1: story', 'S'),
      result('CON-1: desktop', 'Ed'),
    ])
    expect(report.ok).toBe(true)
    expect(report.totals).toMatchObject({ rows: 2, rowsOk: 2, pass: 5, missing: 0 })
  })

  test('an E row with a desktop test only is missing its phone half, and says so', () => {
    const report = evaluate(rows, [
      result('CFG-2: unit', 'U'),
      result('CFG-2: desktop', 'Ed'),
      result('CON-1: story', 'S'),
      result('CON-1: desktop', 'Ed'),
    ])
    expect(statuses(report)).toEqual([
      ['U pass', 'Ed pass', 'Em missing'],
      ['S pass', 'Ed pass'],
    ])
    expect(report.ok).toBe(false)
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

  test('a failing test fails its part and the report even when another passes', () => {
    const report = evaluate(rows, [result('CFG-2: a', 'U'), result('CFG-2: b', 'U', 'failed')])
    expect(statuses(report)[0]?.[0]).toBe('U fail')
    expect(report.ok).toBe(false)
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
    const everything = [
      result('CFG-2: unit', 'U'),
      result('CFG-2: desktop', 'Ed'),
      result('CFG-2: mobile', 'Em'),
      result('CON-1: story', 'S'),
      result('CON-1: desktop', 'Ed'),
    ]
    const marked = evaluate(rows, [
      ...everything,
      result('CFG-2: known bug', 'Em', 'expected failure'),
    ])
    expect(statuses(marked)[0]).toEqual(['U pass', 'Ed pass', 'Em fail'])
    expect(marked.ok).toBe(false)
    // Naming no row, or run where no cell counts it (the attacks project), it still fails.
    const unnamed = evaluate(rows, [
      ...everything,
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
    const covered = [
      result('CFG-2: unit', 'U'),
      result('CON-1: story', 'S'),
      result('CON-1: desktop', 'Ed'),
    ]
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
    const others = [
      result('CFG-2: unit', 'U'),
      result('CFG-2: desktop', 'Ed'),
      result('CFG-2: mobile', 'Em'),
      result('CON-1: story', 'S'),
    ]
    expect(statuses(evaluate(rows, others, notes))[1]).toEqual(['S pass', 'Ed missing'])
    const report = evaluate(rows, [...others, result('CON-1: desktop', 'Ed')], notes)
    expect(report.ok).toBe(true)
    expect(report.totals).toMatchObject({ pass: 5, partial: 1 })
    const line = toMarkdown(report)
      .split('\n')
      .find((entry) => entry.startsWith('| CON-1 |'))
    expect(line).toContain('Ed ✅ 1/1 (partial)')
    expect(line).toContain('Ed partial: INSTALL: story only')
  })

  test('a pending part carries its reason and fails the report', () => {
    const report = evaluate(
      rows,
      [
        result('CFG-2: unit', 'U'),
        result('CFG-2: desktop', 'Ed'),
        result('CFG-2: mobile', 'Em'),
        result('CON-1: story', 'S'),
      ],
      [{ row: 'CON-1', surface: 'Ed', kind: 'pending', reason: 'not built yet' }],
    )
    expect(statuses(report)[1]).toEqual(['S pass', 'Ed pending'])
    expect(report.totals).toMatchObject({ pending: 1, rowsOk: 1 })
    expect(report.ok).toBe(false)
  })

  test("E counts the visitor build's tests only: the dev build's, attacks and RainbowKit's default app prove no cell", () => {
    const both = [
      { projectName: 'desktop', status: 'expected' },
      { projectName: 'mobile', status: 'expected' },
    ]
    const results = [
      ...fromPlaywright(playwrightRun('CFG-2: the dev build', both, 'dev-build/x.spec.ts')),
      ...fromPlaywright(
        playwrightRun(
          'CFG-2: elsewhere',
          [
            { projectName: 'attacks', status: 'expected' },
            { projectName: 'default-app', status: 'expected' },
          ],
          'attacks/x.spec.ts',
        ),
      ),
    ]
    expect(results.map((test) => test.surface)).toEqual(['dev Ed', 'dev Em', undefined, undefined])
    const report = evaluate(rows, [result('CFG-2: unit', 'U'), ...results])
    expect(statuses(report)[0]).toEqual(['U pass', 'Ed missing', 'Em missing'])
    // The visitor build, with sign-in off (any other folder) or on (auth/).
    expect(
      ['x.spec.ts', 'auth/x.spec.ts'].flatMap((file) =>
        fromPlaywright(playwrightRun('CFG-2: the visitor build', both, file)).map(
          (test) => test.surface,
        ),
      ),
    ).toEqual(['Ed', 'Em', 'Ed', 'Em'])
  })

  test("a dev-only half counts the dev build's tests, in its own column; without one it is missing", () => {
    const notes = [
      { row: 'CFG-2', surface: 'Ed', kind: 'dev-only', reason: 'only the Wallet Lab reaches it' },
    ] as const satisfies SurfaceNote[]
    const others = [result('CFG-2: unit', 'U'), result('CFG-2: mobile', 'Em')]
    const withDev = evaluate(rows, [...others, result('CFG-2: dev desktop', 'dev Ed')], notes)
    expect(statuses(withDev)[0]).toEqual(['U pass', 'Ed dev-only', 'Em pass'])
    expect(withDev.totals['dev-only']).toBe(1)
    expect(
      toMarkdown(withDev)
        .split('\n')
        .find((line) => line.startsWith('| CFG-2 |')),
    ).toMatch(/\| U ✅ 1\/1 Em ✅ 1\/1 \| Ed 🛠 1\/1 \|/)
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
  test("the projects credited with a half run on its viewport; a spec's folder picks the build its tests visit", async () => {
    const { default: config } = await import('../../playwright.config')
    const { e2eBuilds, e2eServers, serverOfSpec } = await import('../../e2e/servers')
    const credited = (config.projects ?? []).filter((project) => project.name! in projectHalves)
    expect(credited.map((project) => project.name).sort()).toEqual(
      Object.keys(projectHalves).sort(),
    )
    for (const project of credited)
      expect(Boolean(project.use?.isMobile), project.name).toBe(
        projectHalves[project.name!] === 'Em',
      )
    expect(serverOfSpec('auth/sign-in.spec.ts')).toMatchObject({
      build: e2eBuilds.app,
      env: { PLAZA_AUTH: 'siwe' },
    })
    expect(serverOfSpec('dev-build/qr.desktop.spec.ts').build).toBe(e2eBuilds.dev)
    expect(serverOfSpec('qa/chain-modal.spec.ts')).toBe(e2eServers.app)
  }, 60_000)

  test('reads the JSON reporters of vitest (stories are S) and Playwright (by project)', () => {
    expect(
      fromVitest({
        testResults: [
          {
            name: '/a/unit/x.test.ts',
            assertionResults: [
              { fullName: 'suite CFG-2 x', title: 'x', status: 'passed' },
              { title: 'skipped', status: 'skipped' },
            ],
          },
          {
            name: '/a/src/B.stories.tsx',
            assertionResults: [{ title: 'BTN-1: y', status: 'failed' }],
          },
        ],
      }),
    ).toEqual([
      {
        title: 'x',
        name: 'suite CFG-2 x',
        file: '/a/unit/x.test.ts',
        surface: 'U',
        outcome: 'passed',
      },
      {
        title: 'BTN-1: y',
        name: 'BTN-1: y',
        file: '/a/src/B.stories.tsx',
        surface: 'S',
        outcome: 'failed',
      },
    ])
    expect(
      fromPlaywright({
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
                      { projectName: 'desktop', status: 'expected' },
                      { projectName: 'mobile', status: 'unexpected' },
                    ],
                  },
                  {
                    title: 'BTN-1: reloads',
                    file: 'shell.spec.ts',
                    tests: [
                      { projectName: 'desktop', status: 'skipped' },
                      { projectName: 'mobile', status: 'flaky' },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      }),
    ).toEqual([
      {
        title: 'BTN-1: loads',
        name: 'the shell > BTN-1: loads',
        file: 'shell.spec.ts',
        surface: 'Ed',
        outcome: 'passed',
      },
      {
        title: 'BTN-1: loads',
        name: 'the shell > BTN-1: loads',
        file: 'shell.spec.ts',
        surface: 'Em',
        outcome: 'failed',
      },
      {
        title: 'BTN-1: reloads',
        name: 'the shell > BTN-1: reloads',
        file: 'shell.spec.ts',
        surface: 'Em',
        outcome: 'flaky',
      },
    ])
  })

  test('a vitest test that passed after a retry is flaky; one marked it.fails is an expected failure (the run reporter names both)', () => {
    const json = {
      testResults: [
        {
          name: '/a/unit/x.test.ts',
          assertionResults: [
            { fullName: 'CFG-2: x', title: 'CFG-2: x', status: 'passed' },
            { fullName: 'CFG-2: y', title: 'CFG-2: y', status: 'passed' },
            // vitest's JSON calls an `it.fails` test that failed 'passed'.
            { fullName: 'CFG-2: z', title: 'CFG-2: z', status: 'passed' },
          ],
        },
      ],
    }
    expect(
      fromVitest(json, { flaky: ['CFG-2: y'], expectedFailures: ['CFG-2: z'] }).map(
        (test) => test.outcome,
      ),
    ).toEqual(['passed', 'flaky', 'expected failure'])
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

  test('results from another commit, or from a work tree with changes or untracked files, are refused', () => {
    const head = { commit: 'a'.repeat(40), dirty: false }
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
