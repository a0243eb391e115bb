import type { SpecRow, Surface } from '../../fixtures/spec/rows'
import type { NoteSurface, SurfaceNote } from '../../fixtures/spec/surfaceNotes'
import type { TestResult } from './results'

/** Row ids as tests write them: `CFG-2`, `ERR-4902`, `LIM-GET`… */
const rowIdPattern = /\b(?:CFG|BTN|ACC|CHN|CON|ST|CALL|ERR|LIM)-[A-Z0-9]+\b/g

export function rowIdsIn(name: string): string[] {
  return [...new Set(name.match(rowIdPattern) ?? [])]
}

/** The parts a required surface is proved on: E is a desktop half and a phone half, each on its own. */
function partsOf(required: Surface): NoteSurface[] {
  return required === 'E' ? ['Ed', 'Em'] : [required]
}

type PartStatus = 'pass' | 'fail' | 'missing' | 'exempt' | 'pending' | 'dev-only'

/**
 * One part of a cell (U, S, or one half of E): its status, the tests counted for it (the visitor's
 * app's, and on a dev-only half the dev build's too), its note.
 */
export type Part = {
  surface: NoteSurface
  status: PartStatus
  tests: TestResult[]
  note?: SurfaceNote
}

export type Cell = { surface: Surface; parts: Part[] }

export type RowReport = { row: SpecRow; cells: Cell[]; ok: boolean }

export type Conformance = {
  rows: RowReport[]
  unknownIds: { id: string; test: TestResult }[]
  /**
   * Every test that did not pass, whatever it names: failed, flaky, marked as failing, skipped,
   * or asserting nothing.
   */
  notPassing: TestResult[]
  /**
   * Parts by status, `pass` counting full passes only (partial ones apart); the rows that
   * conform, and those whose every part is a full pass.
   */
  totals: Record<PartStatus | 'partial', number> & {
    rows: number
    rowsOk: number
    rowsFull: number
  }
  ok: boolean
}

/** The statuses a row may have and still conform. */
const conforming: readonly PartStatus[] = ['pass', 'exempt', 'dev-only']

/**
 * A part passes with a passing test of the visitor's app on its surface and none failing (a
 * partial note changes nothing here: it says what of the row the visitor cannot meet). A
 * dev-only part counts the dev build's tests too, and needs a passing one of them. An exempt part
 * needs a passing test naming the row that shows why the row cannot happen there, on that part or
 * in the unit suite (the reason lies in the libraries' code, which a unit test reads); any other
 * part without a passing test is missing, or pending as its note says.
 */
function evaluatePart(surface: NoteSurface, naming: readonly TestResult[], note?: SurfaceNote) {
  const devOnly = note?.kind === 'dev-only'
  const exempt = note?.kind === 'exempt'
  const tests = naming.filter(
    (test) =>
      test.surface === surface ||
      (devOnly && test.surface === `dev ${surface}`) ||
      (exempt && test.surface === 'U'),
  )
  const passing = tests.filter((test) => test.outcome === 'passed')
  const status: PartStatus =
    passing.length < tests.length
      ? 'fail'
      : devOnly
        ? passing.some((test) => test.surface === `dev ${surface}`)
          ? 'dev-only'
          : 'missing'
        : passing.length > 0
          ? exempt
            ? 'exempt'
            : 'pass'
          : note?.kind === 'pending'
            ? note.kind
            : 'missing'
  return { surface, status, tests, note }
}

/**
 * The conformance matrix. A test credits a row only by the ids in its own title (not its
 * suites'); a test that did not pass fails its part and the report; an E row needs a passing
 * test of the visitor's app on desktop and on a phone, each half unless a note exempts it or
 * marks it dev-only; a pending part fails the report. Unknown ids anywhere in a test's full name
 * are an error.
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
    const cells = row.surfaces.map(
      (surface): Cell => ({
        surface,
        parts: partsOf(surface).map((part) =>
          evaluatePart(
            part,
            naming,
            notes.find((note) => note.row === row.id && note.surface === part),
          ),
        ),
      }),
    )
    const ok = cells.every((cell) => cell.parts.every((part) => conforming.includes(part.status)))
    return { row, cells, ok }
  })

  const partsIn = (report: RowReport) => report.cells.flatMap((cell) => cell.parts)
  const parts = reports.flatMap(partsIn)
  const isPartial = (part: Part) => part.status === 'pass' && part.note?.kind === 'partial'
  const isFullPass = (part: Part) => part.status === 'pass' && !isPartial(part)
  const count = (status: PartStatus) => parts.filter((part) => part.status === status).length
  const totals = {
    rows: reports.length,
    rowsOk: reports.filter((report) => report.ok).length,
    rowsFull: reports.filter((report) => partsIn(report).every(isFullPass)).length,
    pass: parts.filter(isFullPass).length,
    partial: parts.filter(isPartial).length,
    fail: count('fail'),
    missing: count('missing'),
    pending: count('pending'),
    exempt: count('exempt'),
    'dev-only': count('dev-only'),
  }
  const notPassing = results.filter((test) => test.outcome !== 'passed')
  const ok =
    unknownIds.length === 0 &&
    notPassing.length === 0 &&
    parts.every((part) => conforming.includes(part.status))
  return { rows: reports, unknownIds, notPassing, totals, ok }
}
