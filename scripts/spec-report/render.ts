import type { Cell, Conformance, RowReport } from './conformance'
import type { RunProvenance } from './provenance'

const mark: Record<Cell['status'], string> = {
  pass: '✅',
  fail: '❌',
  missing: '⛔',
  exempt: '➖',
  pending: '⏳',
}

function cellText(cell: Cell) {
  const count = cell.tests.length
    ? ` ${cell.tests.filter((test) => test.outcome === 'passed').length}/${cell.tests.length}`
    : ''
  const missing = cell.missingOn && cell.tests.length ? ` (no ${cell.missingOn.join(', ')})` : ''
  return `${cell.surface} ${mark[cell.status]}${count}${missing}`
}

export function totalsLine({ totals }: Conformance) {
  return `${totals.rowsOk}/${totals.rows} rows fully covered; cells: ${totals.pass} pass, ${totals.fail} fail, ${totals.missing} missing, ${totals.pending} pending, ${totals.exempt} exempt`
}

const escapeCell = (text: string) => text.replaceAll('|', '\\|')

/** The tests behind a row's cells, or the reason a cell has none. */
function testsOf(cells: readonly Cell[]) {
  return cells
    .flatMap((cell) =>
      cell.tests.length
        ? cell.tests.map(
            (test) =>
              `${test.outcome === 'passed' ? '✓' : test.outcome === 'flaky' ? '≈ flaky' : '✗'} [${test.surface}] ${test.name}`,
          )
        : cell.note
          ? [`${cell.surface} ${cell.note.kind}: ${cell.note.reason}`]
          : [],
    )
    .join('<br>')
}

/** reports/conformance.md: every row, its surfaces, the tests covering it, and the totals. */
const commitLine = (head: RunProvenance | undefined) =>
  head
    ? `Results of commit ${head.commit}${head.dirty ? ' with uncommitted changes' : ''}.`
    : 'Results of an unknown commit.'

export function toMarkdown(report: Conformance, head?: RunProvenance) {
  const lines = [
    '# Spec conformance',
    '',
    totalsLine(report),
    '',
    commitLine(head),
    '',
    `Legend: ${Object.entries(mark)
      .map(([status, symbol]) => `${symbol} ${status}`)
      .join(
        ' · ',
      )}; n/m = passing/total tests naming the row in their own title on that surface (E = desktop and mobile, Ed desktop, Em mobile, S story, U vitest); a flaky test counts as failing.`,
    '',
  ]
  // Node 20 has no Map.groupBy.
  const sections = new Map<string, RowReport[]>()
  for (const entry of report.rows)
    sections.set(entry.row.section, [...(sections.get(entry.row.section) ?? []), entry])
  for (const [section, entries] of sections) {
    lines.push(
      `## ${section}`,
      '',
      '| row | behaviour | surfaces | tests |',
      '| --- | --- | --- | --- |',
    )
    for (const { row, cells } of entries)
      lines.push(
        `| ${row.id} | ${escapeCell(row.behaviour)} | ${cells.map(cellText).join(' ')} | ${escapeCell(testsOf(cells))} |`,
      )
    lines.push('')
  }
  if (report.unknownIds.length) {
    lines.push('## Unknown row ids in tests', '')
    for (const { id, test } of report.unknownIds)
      lines.push(`- ${id} in "${test.name}" (${test.file})`)
    lines.push('')
  }
  return lines.join('\n')
}

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')

/** reports/conformance.html: the same matrix as a page. */
export function toHtml(report: Conformance, head?: RunProvenance) {
  const rows = report.rows
    .map(({ row, cells, ok }) => {
      const surfaces = cells
        .map(
          (cell) =>
            `<td class="${cell.status}" title="${escapeHtml(cell.note?.reason ?? cell.tests.map((test) => test.name).join('\n'))}">${escapeHtml(cellText(cell))}</td>`,
        )
        .join('')
      return `<tr class="${ok ? 'ok' : 'open'}"><th>${row.id}</th><td>${escapeHtml(row.section)}</td><td>${escapeHtml(row.behaviour)}</td>${surfaces}</tr>`
    })
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Spec conformance</title>
<style>
body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}
td,th{border:1px solid #ccc;padding:4px 8px;text-align:left;vertical-align:top}
.pass{background:#e6f6e6}.fail{background:#fbe3e3}.missing{background:#fbe3e3}.pending{background:#fff5d6}.exempt{background:#eee}
</style></head><body>
<h1>Spec conformance</h1><p>${escapeHtml(totalsLine(report))}</p><p>${escapeHtml(commitLine(head))}</p>
<table><thead><tr><th>row</th><th>section</th><th>behaviour</th><th colspan="3">surfaces</th></tr></thead>
<tbody>
${rows}
</tbody></table></body></html>
`
}
