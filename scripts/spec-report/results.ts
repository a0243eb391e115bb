import type { Surface } from '../../fixtures/spec/rows'

/** How a test ended: 'flaky' passed only on a retry, which the report counts as failing. */
type TestOutcome = 'passed' | 'failed' | 'flaky'

/**
 * One test result as the report sees it: its own title (which alone credits rows), its full
 * name with the suites around it, the surface it ran on, and how it ended.
 */
export type TestResult = {
  title: string
  name: string
  file: string
  surface: Exclude<Surface, 'E'>
  outcome: TestOutcome
}

type VitestJson = {
  testResults?: {
    name: string
    assertionResults?: { fullName?: string; title: string; status: string }[]
  }[]
}

/**
 * vitest's JSON reporter: story tests (files `*.stories.*`) are surface S, the rest U. Its JSON
 * has no retry count, so the flaky tests come from the run reporter (vitestRunReporter.ts).
 */
export function fromVitest(json: VitestJson, flakyFullNames: readonly string[] = []): TestResult[] {
  const flaky = new Set(flakyFullNames)
  return (json.testResults ?? []).flatMap((file) =>
    // Skipped and todo tests prove nothing either way: they are left out.
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'passed' || test.status === 'failed')
      .map((test) => {
        const name = test.fullName ?? test.title
        return {
          title: test.title,
          name,
          file: file.name,
          surface: /\.stories\.[jt]sx?$/.test(file.name) ? ('S' as const) : ('U' as const),
          outcome:
            test.status === 'failed' ? 'failed' : flaky.has(name) ? 'flaky' : ('passed' as const),
        }
      }),
  )
}

type PlaywrightSuite = {
  title: string
  file?: string
  suites?: PlaywrightSuite[]
  specs?: {
    title: string
    file: string
    tests: { projectName: string; status: string }[]
  }[]
}

const playwrightOutcome: Record<string, TestOutcome> = {
  expected: 'passed',
  unexpected: 'failed',
  flaky: 'flaky',
}

/** Playwright's JSON reporter: projects named 'mobile…' (mobile, mobile-auth) are surface Em, the others Ed. */
export function fromPlaywright(json: { suites?: PlaywrightSuite[] }): TestResult[] {
  const results: TestResult[] = []
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    const path = suite.file && suite.title === suite.file ? titles : [...titles, suite.title]
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests.filter((entry) => entry.status !== 'skipped'))
        results.push({
          title: spec.title,
          name: [...path, spec.title].filter(Boolean).join(' > '),
          file: spec.file,
          surface: test.projectName.startsWith('mobile') ? 'Em' : 'Ed',
          outcome: playwrightOutcome[test.status] ?? 'failed',
        })
    for (const child of suite.suites ?? []) walk(child, path)
  }
  for (const suite of json.suites ?? []) walk(suite, [])
  return results
}
