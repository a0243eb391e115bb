import { randomUUID } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Reporter, TestCase } from 'vitest/node'
import { currentProvenance, type RunProvenance } from './provenance'

/**
 * What reports/vitest-run.json holds beside vitest's own JSON: the run's id (also in each test's
 * meta there, so the two files are known to be of one run), the commit, the command line (a run
 * of some files or tests is not the suite's), the flaky tests, and the tests marked as failing
 * (`it.fails`), which vitest's JSON calls passed.
 */
export type VitestRun = {
  id: string
  run: RunProvenance | undefined
  command: string[]
  flaky: string[]
  expectedFailures: string[]
}

export const vitestRunFile = 'reports/vitest-run.json'

/** The name vitest's JSON reporter gives a test: its suites' titles and its own, space-joined. */
function jsonFullName(testCase: TestCase) {
  const titles = [testCase.name]
  for (let parent = testCase.parent; parent.type === 'suite'; parent = parent.parent)
    titles.unshift(parent.name)
  return titles.join(' ')
}

/**
 * Records which run and commit the results are of, the command line, which tests passed only on
 * a retry and which are marked as failing, for `npm run spec:report` (vitest's JSON reporter
 * says none of it).
 */
export default class VitestRunReporter implements Reporter {
  readonly #flaky: string[] = []
  readonly #expectedFailures: string[] = []
  readonly #run = currentProvenance()
  readonly #id = randomUUID()

  onTestCaseResult(testCase: TestCase) {
    // vitest's JSON reporter writes each test's meta, read after this.
    Object.assign(testCase.meta(), { vitestRun: this.#id })
    const { retryCount = 0 } = testCase.diagnostic() ?? {}
    if (testCase.options.fails) this.#expectedFailures.push(jsonFullName(testCase))
    else if (testCase.result().state === 'passed' && retryCount > 0)
      this.#flaky.push(jsonFullName(testCase))
  }

  onTestRunEnd() {
    mkdirSync(dirname(vitestRunFile), { recursive: true })
    const run: VitestRun = {
      id: this.#id,
      run: this.#run,
      command: process.argv.slice(2),
      flaky: this.#flaky,
      expectedFailures: this.#expectedFailures,
    }
    writeFileSync(vitestRunFile, `${JSON.stringify(run, null, 2)}\n`)
  }
}
