import type { SpecRow, Surface } from '../../fixtures/spec/rows'
import type { SurfaceNote } from '../../fixtures/spec/surfaceNotes'
import type { TestResult } from './results'

/** Row ids as tests write them: `CFG-2`, `ERR-4902`, `LIM-GET`… */
const rowIdPattern = /\b(?:CFG|BTN|ACC|CHN|CON|ST|CALL|ERR|LIM)-[A-Z0-9]+\b/g

export function rowIdsIn(name: string): string[] {
  return [...new Set(name.match(rowIdPattern) ?? [])]
}

type ResultSurface = TestResult['surface']

/** The result surfaces a required surface needs, each with a passing test: E is desktop and mobile. */
function neededFor(required: Surface): ResultSurface[] {
  return required === 'E' ? ['Ed', 'Em'] : [required]
}

type CellStatus = 'pass' | 'fail' | 'missing' | 'exempt' | 'pending'

export type Cell = {
  surface: Surface
  status: CellStatus
  tests: TestResult[]
  /** For a missing cell: the result surfaces without a passing test (E needs both Ed and Em). */
  missingOn?: ResultSurface[]
  note?: SurfaceNote
}

export type RowReport = { row: SpecRow; cells: Cell[]; ok: boolean }

export type Conformance = {
  rows: RowReport[]
  unknownIds: { id: string; test: TestResult }[]
  totals: Record<CellStatus, number> & { rows: number; rowsOk: number }
  ok: boolean
}

/**
 * The conformance matrix. A test credits a row only by the ids in its own title (not its
 * suites'); a flaky result counts as failing; an E row needs a passing test on desktop and on
 * mobile. Unknown ids anywhere in a test's full name are an error.
 */
export function evaluate(
  rows: readonly SpecRow[],
  results: readonly TestResult[],
  notes: readonly SurfaceNote[] = [],
): Conformance {
  const known = new Set(rows.map((row) => row.id))
  const unknownIds = results.flatMap((test) =>
    rowIdsIn(test.name)
      .filter((id) => !known.has(id))
      .map((id) => ({ id, test })),
  )

  const reports = rows.map((row): RowReport => {
    const naming = results.filter((test) => rowIdsIn(test.title).includes(row.id))
    const cells = row.surfaces.map((surface): Cell => {
      const needed = neededFor(surface)
      const tests = naming.filter((test) => needed.includes(test.surface))
      const note = notes.find((entry) => entry.row === row.id && entry.surface === surface)
      if (tests.some((test) => test.outcome !== 'passed'))
        return { surface, status: 'fail', tests, note }
      const missingOn = needed.filter((part) => !tests.some((test) => test.surface === part))
      if (missingOn.length === 0) return { surface, status: 'pass', tests, note }
      return { surface, status: note?.kind ?? 'missing', tests, missingOn, note }
    })
    const ok = cells.every((cell) => cell.status === 'pass' || cell.status === 'exempt')
    return { row, cells, ok }
  })

  const cells = reports.flatMap((report) => report.cells)
  const count = (status: CellStatus) => cells.filter((cell) => cell.status === status).length
  const totals = {
    rows: reports.length,
    rowsOk: reports.filter((report) => report.ok).length,
    pass: count('pass'),
    fail: count('fail'),
    missing: count('missing'),
    exempt: count('exempt'),
    pending: count('pending'),
  }
  const ok = unknownIds.length === 0 && totals.fail === 0 && totals.missing === 0
  return { rows: reports, unknownIds, totals, ok }
}
