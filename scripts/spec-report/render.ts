import type { Cell, Conformance, Part, RowReport } from './conformance'
import type { RunProvenance } from './provenance'

const mark: Record<Part['status'], string> = {
  pass: '✅',
  fail: '❌',
  missing: '⛔',
  pending: '⏳',
  exempt: '➖',
  'dev-only': '🛠',
}

function partText(part: Part) {
  const count = part.tests.length
    ? ` ${part.tests.filter((test) => test.outcome === 'passed').length}/${part.tests.length}`
    : ''
  const passing = part.tests.filter((test) => test.outcome === 'passed')
  const signInOnly = passing.length > 0 && passing.every((test) => test.signIn)
  return `${part.surface} ${mark[part.status]}${count}${part.note?.kind === 'partial' ? ' (partial)' : ''}${signInOnly ? ' (sign-in on)' : ''}`
}

/** The parts the visitor's app proves (or is exempt from), and the dev-only ones, apart. */
const visitorParts = (cells: readonly Cell[]) =>
  cells.flatMap((cell) => cell.parts).filter((part) => part.note?.kind !== 'dev-only')
const devOnlyParts = (cells: readonly Cell[]) =>
  cells.flatMap((cell) => cell.parts).filter((part) => part.note?.kind === 'dev-only')

/** Full passes apart from the parts a note lets conform: partial, exempt, dev build only. */
export function totalsLine({ totals }: Conformance) {
  return `${totals.rowsOk}/${totals.rows} rows conform, ${totals.rowsFull} of them with a full pass on every part; parts (U, S, and each half of E): ${totals.pass} pass, ${totals.partial} partial (a visitor meets part of the row), ${totals.exempt} exempt, ${totals['dev-only']} dev build only, ${totals.fail} fail, ${totals.missing} missing, ${totals.pending} pending`
}

const escapeCell = (text: string) => text.replaceAll('|', '\\|')

const outcomeMark: Record<Part['tests'][number]['outcome'], string> = {
  passed: '✓',
  failed: '✗',
  flaky: '≈ flaky',
  'expected failure': '✗ marked as failing',
  skipped: '✗ skipped',
  'asserts nothing': '✗ asserts nothing',
}

/** The tests behind a row's parts, and the reason of each note. */
function testsOf(cells: readonly Cell[]) {
  return cells
    .flatMap((cell) => cell.parts)
    .flatMap((part) => [
      ...part.tests.map(
        (test) =>
          `${outcomeMark[test.outcome]} [${test.surface}${test.signIn ? ', sign-in on' : ''}] ${test.name}`,
      ),
      ...(part.note ? [`${part.surface} ${part.note.kind}: ${part.note.reason}`] : []),
    ])
    .join('<br>')
}

const commitLine = (head: RunProvenance | undefined) =>
  head
    ? `Results of commit ${head.commit}${head.dirty ? ' with uncommitted or untracked changes' : ''}.`
    : 'Results of an unknown commit.'

const legend = `Legend: ${Object.entries(mark)
  .map(([status, symbol]) => `${symbol} ${status}`)
  .join(
    ' · ',
  )}; n/m = passing/total tests naming the row in their own title on that part (U vitest but the tests of src/dev/, S story, Ed desktop, Em phone: the visitor build, with sign-in off as deployed by default, or on where marked 'sign-in on' (a part proven only there says so); dev build only: the build with NEXT_PUBLIC_MOCK_WALLET=1, counted where a visitor cannot reach the row); partial: a visitor meets only part of the row there, the note says where the rest is pinned; exempt: a test naming the row shows why it cannot happen there; a flaky test, one marked as failing, a skipped one and one that asserts nothing count as failing.`

/** reports/conformance.md: every row, its parts, the tests covering it, and the totals. */
export function toMarkdown(report: Conformance, head?: RunProvenance) {
  const lines = ['# Spec conformance', '', totalsLine(report), '', commitLine(head), '', legend, '']
  // Node 20 has no Map.groupBy.
  const sections = new Map<string, RowReport[]>()
  for (const entry of report.rows)
    sections.set(entry.row.section, [...(sections.get(entry.row.section) ?? []), entry])
  for (const [section, entries] of sections) {
    lines.push(
      `## ${section}`,
      '',
      "| row | behaviour | visitor's app | dev build only | tests |",
      '| --- | --- | --- | --- | --- |',
    )
    for (const { row, cells } of entries)
      lines.push(
        `| ${row.id} | ${escapeCell(row.behaviour)} | ${visitorParts(cells).map(partText).join(' ')} | ${devOnlyParts(cells).map(partText).join(' ')} | ${escapeCell(testsOf(cells))} |`,
      )
    lines.push('')
  }
  if (report.notPassing.length) {
    lines.push('## Tests that did not pass', '')
    for (const test of report.notPassing)
      lines.push(
        `- ${outcomeMark[test.outcome]} [${test.surface ?? 'no surface'}] ${test.name} (${test.file})`,
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

const partsHtml = (parts: readonly Part[]) =>
  parts
    .map(
      (part) =>
        `<span class="${part.status}" title="${escapeHtml(part.note?.reason ?? part.tests.map((test) => test.name).join('\n'))}">${escapeHtml(partText(part))}</span>`,
    )
    .join(' ')

/** reports/conformance.html: the same matrix as a page. */
export function toHtml(report: Conformance, head?: RunProvenance) {
  const rows = report.rows
    .map(
      ({ row, cells, ok }) =>
        `<tr class="${ok ? 'ok' : 'open'}"><th>${row.id}</th><td>${escapeHtml(row.section)}</td><td>${escapeHtml(row.behaviour)}</td><td>${partsHtml(visitorParts(cells))}</td><td>${partsHtml(devOnlyParts(cells))}</td></tr>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Spec conformance</title>
<style>
body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}
td,th{border:1px solid #ccc;padding:4px 8px;text-align:left;vertical-align:top}
span{padding:0 4px}.pass{background:#e6f6e6}.fail,.missing,.pending{background:#fbe3e3}.exempt{background:#eee}.dev-only{background:#e6eefb}
</style></head><body>
<h1>Spec conformance</h1><p>${escapeHtml(totalsLine(report))}</p><p>${escapeHtml(commitLine(head))}</p><p>${escapeHtml(legend)}</p>
<table><thead><tr><th>row</th><th>section</th><th>behaviour</th><th>visitor's app</th><th>dev build only</th></tr></thead>
<tbody>
${rows}
</tbody></table></body></html>
`
}
