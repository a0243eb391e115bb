import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Reporter, TestCase } from 'vitest/node'
import { currentProvenance, type RunProvenance } from './provenance'

/** What reports/vitest-run.json holds beside vitest's own JSON: the commit, and flaky tests. */
export type VitestRun = { run: RunProvenance | undefined; flaky: string[] }

export const vitestRunFile = 'reports/vitest-run.json'

/** The name vitest's JSON reporter gives a test: its suites' titles and its own, space-joined. */
function jsonFullName(testCase: TestCase) {
  const titles = [testCase.name]
  for (let parent = testCase.parent; parent.type === 'suite'; parent = parent.parent)
    titles.unshift(parent.name)
  return titles.join(' ')
}

/**
 * Records which commit the run tested and which tests passed only on a retry, for
 * `npm run spec:report` (vitest's JSON reporter has neither).
 */
export default class VitestRunReporter implements Reporter {
  readonly #flaky: string[] = []
  readonly #run = currentProvenance()

  onTestCaseResult(testCase: TestCase) {
    const { retryCount = 0 } = testCase.diagnostic() ?? {}
    if (testCase.result().state === 'passed' && retryCount > 0)
      this.#flaky.push(jsonFullName(testCase))
  }

  onTestRunEnd() {
    mkdirSync(dirname(vitestRunFile), { recursive: true })
    const run: VitestRun = { run: this.#run, flaky: this.#flaky }
    writeFileSync(vitestRunFile, `${JSON.stringify(run, null, 2)}\n`)
  }
}
