import type {
  FullResult,
  Reporter,
  TestCase,
  TestResult,
  TestStep,
} from '@playwright/test/reporter'

/** What marks a passed attempt that asserted nothing, in the JSON report spec:report reads. */
export const unassertedAnnotation = {
  type: 'no assertion',
  description: 'passed without asserting anything',
}

/**
 * A Playwright reporter that fails the run when a test passed without a single assertion
 * (Playwright reports each `expect`, `expect.poll` and `toPass` as a step of category 'expect').
 * A test that asserts nothing proves nothing, the same rule vitest's `requireAssertions` keeps.
 */
export default class AssertionsRequired implements Reporter {
  readonly #assertions = new Map<TestResult, number>()
  readonly #unasserted: TestCase[] = []

  onStepBegin(_test: TestCase, result: TestResult, step: TestStep) {
    if (step.category === 'expect')
      this.#assertions.set(result, (this.#assertions.get(result) ?? 0) + 1)
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' && !this.#assertions.get(result)) {
      this.#unasserted.push(test)
      // The JSON report, written after this, shows the mark: spec:report credits the test nothing.
      result.annotations.push(unassertedAnnotation)
    }
    this.#assertions.delete(result)
  }

  async onEnd(result: FullResult) {
    if (this.#unasserted.length === 0) return
    for (const test of this.#unasserted)
      console.error(
        `✗ no assertion: ${test.titlePath().filter(Boolean).join(' › ')} (${test.location.file}:${test.location.line})`,
      )
    console.error(`${this.#unasserted.length} test(s) passed without asserting anything.`)
    if (result.status === 'passed') return { status: 'failed' as const }
  }
}
