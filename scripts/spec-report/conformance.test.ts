import type { SpecRow } from '../../fixtures/spec/rows'
import { specRows } from '../../fixtures/spec/rows'
import { evaluate, rowIdsIn } from './conformance'
import type { TestResult } from './results'
import { fromPlaywright, fromVitest } from './results'

const rows: SpecRow[] = [
  { id: 'CFG-2', section: 'Shell', behaviour: 'chains', surfaces: ['U', 'E'] },
  { id: 'CON-1', section: 'Connect modal', behaviour: 'groups', surfaces: ['S', 'Ed'] },
]

const result = (name: string, surface: TestResult['surface'], passed = true): TestResult => ({
  name,
  surface,
  passed,
  file: 'x',
})

describe('spec:report', () => {
  test('reads row ids from test names, in any position', () => {
    expect(rowIdsIn('CFG-2, ERR-4902: unknown chain > LIM-GET at most 5')).toEqual([
      'CFG-2',
      'ERR-4902',
      'LIM-GET',
    ])
  })

  test('a row passes when every required surface has a passing test (E: desktop or mobile)', () => {
    const report = evaluate(rows, [
      result('CFG-2: unit', 'U'),
      result('CFG-2: mobile', 'Em'),
      result('CON-1: story', 'S'),
      result('CON-1: desktop', 'Ed'),
    ])
    expect(report.ok).toBe(true)
    expect(report.totals).toMatchObject({ rows: 2, rowsOk: 2, pass: 4, missing: 0 })
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
    const report = evaluate(rows, [result('CFG-2: a', 'U'), result('CFG-2: b', 'U', false)])
    expect(report.rows[0]?.cells[0]?.status).toBe('fail')
    expect(report.ok).toBe(false)
  })

  test('unknown row ids in tests are an error', () => {
    const report = evaluate(rows, [result('CFG-99: typo', 'U')])
    expect(report.unknownIds.map((entry) => entry.id)).toEqual(['CFG-99'])
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
    expect(report.rows.map((row) => row.cells.map((cell) => cell.status))).toEqual([
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
            assertionResults: [{ fullName: 'CFG-2: x', title: 'x', status: 'passed' }],
          },
          {
            name: '/a/src/B.stories.tsx',
            assertionResults: [{ title: 'BTN-1: y', status: 'failed' }],
          },
        ],
      }),
    ).toEqual([
      { name: 'CFG-2: x', file: '/a/unit/x.test.ts', surface: 'U', passed: true },
      { name: 'BTN-1: y', file: '/a/src/B.stories.tsx', surface: 'S', passed: false },
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
                      { projectName: 'mobile-auth', status: 'expected' },
                      { projectName: 'desktop-auth', status: 'expected' },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      }),
    ).toEqual([
      { name: 'the shell > BTN-1: loads', file: 'shell.spec.ts', surface: 'Ed', passed: true },
      { name: 'the shell > BTN-1: loads', file: 'shell.spec.ts', surface: 'Em', passed: false },
      { name: 'the shell > BTN-1: loads', file: 'shell.spec.ts', surface: 'Em', passed: true },
      { name: 'the shell > BTN-1: loads', file: 'shell.spec.ts', surface: 'Ed', passed: true },
    ])
  })

  test('the rows data mirrors rows.md: 59 rows with unique ids', () => {
    expect(specRows).toHaveLength(59)
    expect(new Set(specRows.map((row) => row.id)).size).toBe(59)
  })
})
