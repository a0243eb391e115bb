// `npm run spec:report`: reads the JSON results of vitest and Playwright from reports/, writes
// reports/conformance.md and reports/conformance.html, and exits 1 when a required part of a row
// (U, S, each half of E) lacks a passing test of the visitor's app and is not exempt or dev-only
// in fixtures/spec/surfaceNotes.ts (an exempt one needs a test showing why), when a part is
// pending, when a test fails, was flaky, is marked as failing, was skipped or asserts nothing,
// when a test names an unknown row id, when the results come from another commit than HEAD or
// from a work tree with changes or untracked files, when vitest's two files are of different
// runs, when either run was filtered (a Playwright one also when it is some of its shards only),
// when the Playwright run was not checked for tests without an assertion, or when it served builds
// made from another commit or a changed work tree.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { specRows } from '../../fixtures/spec/rows'
import { surfaceNotes } from '../../fixtures/spec/surfaceNotes'
import { evaluate } from './conformance'
import {
  currentProvenance,
  playwrightRunProblems,
  provenanceProblems,
  type RunProvenance,
  servedBuildProblems,
  vitestCommandProblems,
} from './provenance'
import { toHtml, toMarkdown, totalsLine } from './render'
import { fromPlaywright, fromVitest, sameVitestRun, type TestResult } from './results'
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
  ...(vitest ? fromVitest(vitest, vitestRun) : []),
  ...(playwright ? fromPlaywright(playwright) : []),
]

const runs = [
  ...(vitest ? [{ runner: 'vitest', run: vitestRun?.run }] : []),
  ...(playwright
    ? [{ runner: 'playwright', run: playwright.config?.metadata?.run as RunProvenance | undefined }]
    : []),
]
const head = currentProvenance()
const problems = [
  ...provenanceProblems(head, runs),
  ...(vitest && !sameVitestRun(vitest, vitestRun?.id)
    ? [`${vitestRunFile} is not of the run that wrote reports/vitest.json`]
    : []),
  ...(vitest ? vitestCommandProblems(vitestRun?.command) : []),
  ...(playwright ? playwrightRunProblems(playwright.config) : []),
  ...(playwright ? servedBuildProblems(head, playwright.config?.metadata) : []),
]

const report = evaluate(specRows, results, surfaceNotes)
mkdirSync('reports', { recursive: true })
writeFileSync('reports/conformance.md', toMarkdown(report, head))
writeFileSync('reports/conformance.html', toHtml(report, head))

console.log(
  `spec:report: ${totalsLine(report)} at ${head?.commit.slice(0, 12) ?? 'an unknown commit'} (reports/conformance.md)`,
)
for (const problem of problems) console.error(`spec:report: ${problem}; run the tests again`)
for (const { id, test } of report.unknownIds)
  console.error(`spec:report: unknown row id ${id} in "${test.name}" (${test.file})`)
for (const test of report.notPassing)
  console.error(`spec:report: ${test.outcome}: "${test.name}" (${test.file})`)
const problemOf = {
  fail: 'a test fails, is flaky, is marked as failing, was skipped or asserts nothing',
  missing: "no passing test of the visitor's app",
  pending: 'pending',
} as const
for (const { row, cells } of report.rows)
  for (const part of cells.flatMap((cell) => cell.parts))
    if (part.status === 'fail' || part.status === 'missing' || part.status === 'pending')
      console.error(
        `spec:report: ${row.id} on ${part.surface}: ${
          part.status === 'missing' && part.note?.kind === 'dev-only'
            ? 'no passing test of the dev build'
            : part.status === 'missing' && part.note?.kind === 'exempt'
              ? 'no passing test naming the row shows why it cannot happen there'
              : problemOf[part.status]
        }${part.note ? ` (${part.note.kind}: ${part.note.reason})` : ''}`,
      )
process.exit(report.ok && problems.length === 0 ? 0 : 1)
