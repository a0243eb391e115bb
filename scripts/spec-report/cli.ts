// `npm run spec:report`: reads the JSON results of vitest and Playwright from reports/, writes
// reports/conformance.md and reports/conformance.html, and exits 1 when a required surface of a
// row lacks a passing test (and is not marked in fixtures/spec/surfaceNotes.ts), when a test
// fails or was flaky, when a test names an unknown row id, or when the results come from another
// commit than HEAD.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { specRows } from '../../fixtures/spec/rows'
import { surfaceNotes } from '../../fixtures/spec/surfaceNotes'
import { evaluate } from './conformance'
import {
  currentProvenance,
  provenanceProblems,
  provenanceWarnings,
  type RunProvenance,
} from './provenance'
import { toHtml, toMarkdown, totalsLine } from './render'
import { fromPlaywright, fromVitest, type TestResult } from './results'
import { type VitestRun, vitestRunFile } from './vitestRunReporter'

function readJson(path: string) {
  if (!existsSync(path)) {
    console.warn(`spec:report: ${path} is missing; its runner's rows count as untested`)
    return undefined
  }
  return JSON.parse(readFileSync(path, 'utf8'))
}

const vitest = readJson('reports/vitest.json')
const vitestRun = (vitest && readJson(vitestRunFile)) as VitestRun | undefined
const playwright = readJson('reports/playwright.json')
const results: TestResult[] = [
  ...(vitest ? fromVitest(vitest, vitestRun?.flaky) : []),
  ...(playwright ? fromPlaywright(playwright) : []),
]

const runs = [
  ...(vitest ? [{ runner: 'vitest', run: vitestRun?.run }] : []),
  ...(playwright
    ? [{ runner: 'playwright', run: playwright.config?.metadata?.run as RunProvenance | undefined }]
    : []),
]
const head = currentProvenance()
const problems = provenanceProblems(head, runs)

const report = evaluate(specRows, results, surfaceNotes)
mkdirSync('reports', { recursive: true })
writeFileSync('reports/conformance.md', toMarkdown(report, head))
writeFileSync('reports/conformance.html', toHtml(report, head))

console.log(
  `spec:report: ${totalsLine(report)} at ${head?.commit.slice(0, 12) ?? 'an unknown commit'} (reports/conformance.md)`,
)
for (const warning of provenanceWarnings(runs)) console.warn(`spec:report: ${warning}`)
for (const problem of problems) console.error(`spec:report: ${problem}; run the tests again`)
for (const { id, test } of report.unknownIds)
  console.error(`spec:report: unknown row id ${id} in "${test.name}" (${test.file})`)
for (const { row, cells } of report.rows)
  for (const cell of cells)
    if (cell.status === 'fail' || cell.status === 'missing')
      console.error(
        `spec:report: ${row.id} on ${cell.surface}: ${
          cell.status === 'fail'
            ? 'a test fails or is flaky'
            : `no passing test${cell.missingOn ? ` on ${cell.missingOn.join(' and ')}` : ''}`
        }`,
      )
process.exit(report.ok && problems.length === 0 ? 0 : 1)
