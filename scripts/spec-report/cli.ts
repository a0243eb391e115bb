// `npm run spec:report`: reads the JSON results of vitest and Playwright from reports/, writes
// reports/conformance.md and reports/conformance.html, and exits 1 when a required surface of a
// row lacks a passing test (and is not marked in fixtures/spec/surfaceNotes.ts), when a test
// fails, or when a test names an unknown row id.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { specRows } from '../../fixtures/spec/rows'
import { surfaceNotes } from '../../fixtures/spec/surfaceNotes'
import { evaluate } from './conformance'
import { toHtml, toMarkdown, totalsLine } from './render'
import { fromPlaywright, fromVitest, type TestResult } from './results'

function readJson(path: string) {
  if (!existsSync(path)) {
    console.warn(`spec:report: ${path} is missing; its runner's rows count as untested`)
    return undefined
  }
  return JSON.parse(readFileSync(path, 'utf8'))
}

const vitest = readJson('reports/vitest.json')
const playwright = readJson('reports/playwright.json')
const results: TestResult[] = [
  ...(vitest ? fromVitest(vitest) : []),
  ...(playwright ? fromPlaywright(playwright) : []),
]

const report = evaluate(specRows, results, surfaceNotes)
mkdirSync('reports', { recursive: true })
writeFileSync('reports/conformance.md', toMarkdown(report))
writeFileSync('reports/conformance.html', toHtml(report))

console.log(`spec:report: ${totalsLine(report)} (reports/conformance.md)`)
for (const { id, test } of report.unknownIds)
  console.error(`spec:report: unknown row id ${id} in "${test.name}" (${test.file})`)
for (const { row, cells } of report.rows)
  for (const cell of cells)
    if (cell.status === 'fail' || cell.status === 'missing')
      console.error(
        `spec:report: ${row.id} on ${cell.surface}: ${cell.status === 'fail' ? 'a test fails' : 'no test'}`,
      )
process.exit(report.ok ? 0 : 1)
