import type { SpecRow } from '../../fixtures/spec/rows'
import { specRows } from '../../fixtures/spec/rows'
import { evaluate, rowIdsIn } from './conformance'
import { provenanceProblems, provenanceWarnings } from './provenance'
import type { TestResult } from './results'
import { fromPlaywright, fromVitest } from './results'

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

const statuses = (report: ReturnType<typeof evaluate>) =>
  report.rows.map((row) => row.cells.map((cell) => cell.status))

describe('spec:report', () => {
  test('reads row ids from test names, in any position', () => {
    expect(rowIdsIn('CFG-2, ERR-4902: unknown chain > LIM-GET at most 5')).toEqual([
      'CFG-2',
      'ERR-4902',
      'LIM-GET',
    ])
  })

  test('a row passes when every required surface has a passing test (E: desktop and mobile)', () => {
    const report = evaluate(rows, [
      result('CFG-2: unit', 'U'),
      result('CFG-2: desktop', 'Ed'),
      result('CFG-2: mobile', 'Em'),
      result('CON-1: story', 'S'),
      result('CON-1: desktop', 'Ed'),
    ])
    expect(report.ok).toBe(true)
    expect(report.totals).toMatchObject({ rows: 2, rowsOk: 2, pass: 4, missing: 0 })
  })

  test('an E row with a desktop test only is missing its mobile half, and says so', () => {
    const report = evaluate(rows, [
      result('CFG-2: unit', 'U'),
      result('CFG-2: desktop', 'Ed'),
      result('CON-1: story', 'S'),
      result('CON-1: desktop', 'Ed'),
    ])
    expect(statuses(report)).toEqual([
      ['pass', 'missing'],
      ['pass', 'pass'],
    ])
    expect(report.rows[0]?.cells[1]?.missingOn).toEqual(['Em'])
    expect(report.ok).toBe(false)
  })

  test('removing a test fails the report, naming the row and surface', () => {
    const report = evaluate(rows, [result('CFG-2: unit', 'U'), result('CON-1: story', 'S')])
    expect(report.ok).toBe(false)
    const missing = report.rows.flatMap((row) =>
      row.cells
        .filter((cell) => cell.status === 'missing')
        .map((cell) => `${row.row.id} ${cell.surface}`),
    )
    expect(missing).toEqual(['CFG-2 E', 'CON-1 Ed'])
  })

  test('a mobile test does not cover a desktop-only surface', () => {
    const report = evaluate(rows, [result('CON-1: story', 'S'), result('CON-1: mobile', 'Em')])
    expect(report.rows[1]?.cells.map((cell) => cell.status)).toEqual(['pass', 'missing'])
  })

  test('a failing test fails its cell even when another passes', () => {
    const report = evaluate(rows, [result('CFG-2: a', 'U'), result('CFG-2: b', 'U', 'failed')])
    expect(report.rows[0]?.cells[0]?.status).toBe('fail')
    expect(report.ok).toBe(false)
  })

  test('a flaky test (passed only on a retry) counts as failing', () => {
    const report = evaluate(rows, [
      result('CFG-2: unit', 'U'),
      result('CFG-2: desktop', 'Ed', 'flaky'),
      result('CFG-2: mobile', 'Em'),
    ])
    expect(report.rows[0]?.cells[1]?.status).toBe('fail')
    expect(report.totals.fail).toBe(1)
    expect(report.ok).toBe(false)
  })

  test("a row is credited only by the ids in the test's own title, not by its suite's", () => {
    const report = evaluate(rows, [
      result('unit', 'U', 'passed', 'CFG-2: the chains'),
      result('desktop', 'Ed', 'passed', 'CFG-2'),
      result('mobile', 'Em', 'passed', 'CFG-2'),
    ])
    expect(statuses(report)[0]).toEqual(['missing', 'missing'])
  })

  test('unknown row ids in tests are an error, wherever they are named', () => {
    const report = evaluate(rows, [
      result('CFG-99: typo', 'U'),
      result('ok', 'U', 'passed', 'LIM-NOPE suite'),
    ])
    expect(report.unknownIds.map((entry) => entry.id)).toEqual(['CFG-99', 'LIM-NOPE'])
    expect(report.ok).toBe(false)
  })

  test('exempt and pending cells carry their reason; pending is counted apart', () => {
    const report = evaluate(
      rows,
      [result('CFG-2: unit', 'U'), result('CON-1: story', 'S')],
      [
        { row: 'CFG-2', surface: 'E', kind: 'exempt', reason: 'not observable in a browser' },
        { row: 'CON-1', surface: 'Ed', kind: 'pending', reason: 'issue 5' },
      ],
    )
    expect(statuses(report)).toEqual([
      ['pass', 'exempt'],
      ['pass', 'pending'],
    ])
    expect(report.totals).toMatchObject({ exempt: 1, pending: 1, rowsOk: 1 })
    expect(report.ok).toBe(true)
  })

  test('reads the JSON reporters of vitest (stories are S) and Playwright (desktop* Ed, mobile* Em)', () => {
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
                      { projectName: 'mobile-auth', status: 'flaky' },
                      { projectName: 'desktop-auth', status: 'skipped' },
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
        title: 'BTN-1: loads',
        name: 'the shell > BTN-1: loads',
        file: 'shell.spec.ts',
        surface: 'Em',
        outcome: 'flaky',
      },
    ])
  })

  test('a vitest test that passed after a retry is flaky (the run reporter names it)', () => {
    const json = {
      testResults: [
        {
          name: '/a/unit/x.test.ts',
          assertionResults: [
            { fullName: 'CFG-2: x', title: 'CFG-2: x', status: 'passed' },
            { fullName: 'CFG-2: y', title: 'CFG-2: y', status: 'passed' },
          ],
        },
      ],
    }
    expect(fromVitest(json, ['CFG-2: y']).map((test) => test.outcome)).toEqual(['passed', 'flaky'])
  })

  test('results from another commit are refused; uncommitted changes are named', () => {
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
      provenanceWarnings([{ runner: 'vitest', run: { commit: head.commit, dirty: true } }]),
    ).toEqual(['vitest results come from aaaaaaaaaaaa with uncommitted changes'])
  })

  test('the rows data mirrors rows.md: 59 rows with unique ids', () => {
    expect(specRows).toHaveLength(59)
    expect(new Set(specRows.map((row) => row.id)).size).toBe(59)
  })
})
