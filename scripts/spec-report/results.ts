import type { Surface } from '../../fixtures/spec/rows'

/** One test result as the report sees it: its name, the surface it ran on, and pass or fail. */
export type TestResult = {
  name: string
  file: string
  surface: Exclude<Surface, 'E'>
  passed: boolean
}

type VitestJson = {
  testResults?: {
    name: string
    assertionResults?: { fullName?: string; title: string; status: string }[]
  }[]
}

/** vitest's JSON reporter: story tests (files `*.stories.*`) are surface S, the rest U. */
export function fromVitest(json: VitestJson): TestResult[] {
  return (json.testResults ?? []).flatMap((file) =>
    // Skipped and todo tests prove nothing either way: they are left out.
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'passed' || test.status === 'failed')
      .map((test) => ({
        name: test.fullName ?? test.title,
        file: file.name,
        surface: /\.stories\.[jt]sx?$/.test(file.name) ? ('S' as const) : ('U' as const),
        passed: test.status === 'passed',
      })),
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

/** Playwright's JSON reporter: projects named 'mobile…' (mobile, mobile-auth) are surface Em, the others Ed. */
export function fromPlaywright(json: { suites?: PlaywrightSuite[] }): TestResult[] {
  const results: TestResult[] = []
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    const path = suite.file && suite.title === suite.file ? titles : [...titles, suite.title]
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests.filter((entry) => entry.status !== 'skipped'))
        results.push({
          name: [...path, spec.title].filter(Boolean).join(' > '),
          file: spec.file,
          surface: test.projectName.startsWith('mobile') ? 'Em' : 'Ed',
          passed: test.status === 'expected' || test.status === 'flaky',
        })
    for (const child of suite.suites ?? []) walk(child, path)
  }
  for (const suite of json.suites ?? []) walk(suite, [])
  return results
}
