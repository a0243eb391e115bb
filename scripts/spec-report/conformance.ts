import type { SpecRow, Surface } from '../../fixtures/spec/rows'
import type { SurfaceNote } from '../../fixtures/spec/surfaceNotes'
import type { TestResult } from './results'

/** Row ids as tests write them: `CFG-2`, `ERR-4902`, `LIM-GET`… */
const rowIdPattern = /\b(?:CFG|BTN|ACC|CHN|CON|ST|CALL|ERR|LIM)-[A-Z0-9]+\b/g

export function rowIdsIn(name: string): string[] {
  return [...new Set(name.match(rowIdPattern) ?? [])]
}

/** Which result surfaces satisfy a required surface: E is any browser project. */
function satisfies(required: Surface, actual: TestResult['surface']) {
  if (required === 'E') return actual === 'Ed' || actual === 'Em'
  return required === actual
}

export type CellStatus = 'pass' | 'fail' | 'missing' | 'exempt' | 'pending'

export type Cell = { surface: Surface; status: CellStatus; tests: TestResult[]; note?: SurfaceNote }

export type RowReport = { row: SpecRow; cells: Cell[]; ok: boolean }

export type Conformance = {
  rows: RowReport[]
  unknownIds: { id: string; test: TestResult }[]
  totals: Record<CellStatus, number> & { rows: number; rowsOk: number }
  ok: boolean
}

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
    const naming = results.filter((test) => rowIdsIn(test.name).includes(row.id))
    const cells = row.surfaces.map((surface): Cell => {
      const tests = naming.filter((test) => satisfies(surface, test.surface))
      const note = notes.find((entry) => entry.row === row.id && entry.surface === surface)
      const status: CellStatus = tests.some((test) => !test.passed)
        ? 'fail'
        : tests.length > 0
          ? 'pass'
          : (note?.kind ?? 'missing')
      return { surface, status, tests, note }
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
