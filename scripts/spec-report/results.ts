import { servedByAnnotation } from '../../e2e/fixtures/servedBy'
import { unassertedAnnotation } from '../../e2e/meta/assertionsRequired'
import type { ServedBuilds } from './provenance'

/**
 * Where a test result proves something: U vitest, S a story, Ed / Em the visitor build on a
 * desktop / a phone, `dev Ed` / `dev Em` the dev build (NEXT_PUBLIC_MOCK_WALLET=1), which only a
 * row marked dev-only in fixtures/spec/surfaceNotes.ts may count.
 */
type Half = 'Ed' | 'Em'
type ResultSurface = 'U' | 'S' | Half | `dev ${Half}`

/**
 * How a test ended. 'flaky' passed only on a retry; 'expected failure' is a test marked as
 * failing (`test.fail()`, `it.fails`), which proves that the behaviour does not hold; 'skipped'
 * did not run (it may hide a failure); 'asserts nothing' passed without an assertion
 * (e2e/meta/assertionsRequired.ts marks it). The report counts only 'passed' as passing.
 */
type TestOutcome =
  | 'passed'
  | 'failed'
  | 'flaky'
  | 'expected failure'
  | 'skipped'
  | 'asserts nothing'

/**
 * One test result as the report sees it: its own title (which alone credits rows), its full
 * name with the suites around it, the surface it ran on (none: a Playwright project that proves
 * no cell), and how it ended.
 */
export type TestResult = {
  title: string
  name: string
  file: string
  surface: ResultSurface | undefined
  outcome: TestOutcome
  /** Served with sign-in on (PLAZA_AUTH=siwe), which a deployment turns on or leaves off. */
  signIn?: true
}

type VitestJson = {
  testResults?: {
    name: string
    assertionResults?: {
      fullName?: string
      title: string
      status: string
      meta?: { vitestRun?: string }
    }[]
  }[]
}

/** What vitest's JSON reporter does not say, from the run reporter (vitestRunReporter.ts). */
type VitestRunFacts = {
  /** Tests that passed only on a retry. */
  flaky?: readonly string[]
  /** Tests marked as failing (`it.fails`): the JSON reporter calls them passed. */
  expectedFailures?: readonly string[]
}

/**
 * vitest's JSON reporter: story tests (files `*.stories.*`) are surface S, the rest U, but for the
 * tests of `src/dev/`, code only dev builds hold, which prove no cell of the visitor's app.
 */
export function fromVitest(json: VitestJson, facts: VitestRunFacts = {}): TestResult[] {
  const flaky = new Set(facts.flaky)
  const expectedFailures = new Set(facts.expectedFailures)
  return (json.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test): TestResult => {
      const name = test.fullName ?? test.title
      return {
        title: test.title,
        name,
        file: file.name,
        surface: /\.stories\.[jt]sx?$/.test(file.name)
          ? 'S'
          : /(^|\/)src\/dev\//.test(file.name)
            ? undefined
            : 'U',
        outcome: expectedFailures.has(name)
          ? 'expected failure'
          : test.status === 'failed'
            ? 'failed'
            : test.status !== 'passed'
              ? 'skipped'
              : flaky.has(name)
                ? 'flaky'
                : 'passed',
      }
    }),
  )
}

/**
 * Whether reports/vitest-run.json was written by the run that wrote reports/vitest.json: its
 * reporter stamps the run's id on the tests it sees, and vitest's JSON keeps each test's meta.
 */
export function sameVitestRun(json: VitestJson, runId: string | undefined) {
  const ids = new Set(
    (json.testResults ?? []).flatMap((file) =>
      (file.assertionResults ?? []).flatMap((test) => test.meta?.vitestRun ?? []),
    ),
  )
  return runId !== undefined && ids.size === 1 && ids.has(runId)
}

/**
 * The half of an E cell each Playwright project proves (projects of playwright.config.ts). Other
 * projects prove no cell: `attacks` drives the sign-in routes without a page, `default-app` is
 * RainbowKit's default setup, not this app.
 */
export const projectHalves: Readonly<Record<string, Half>> = { desktop: 'Ed', mobile: 'Em' }

type Served = { surface: ResultSurface | undefined; signIn?: true }

/**
 * Where a test on a credited project proves something: on each build that answered its pages (its
 * `served by` annotations: origin and build id, as the pages met them), if the run recorded that
 * server serving that build (provenance.ts, servedBuilds): the visitor build proves its half, the
 * dev build (mock wallet) the half's `dev` column, anything else nothing. The visitor build with
 * sign-in on is no other build: sign-in is a runtime setting of a deployment (PLAZA_AUTH), and a
 * visitor of a deployment with sign-in meets exactly that; the report names it apart
 * (`signIn`), as the default deployment has it off. A test whose pages loaded no build proves
 * no half.
 */
function playwrightSurfaces(
  projectName: string,
  annotations: readonly { type: string; description?: string }[],
  served: Partial<ServedBuilds> = {},
): Served[] {
  const half = projectHalves[projectName]
  const surfaces = annotations
    .filter(({ type }) => type === servedByAnnotation)
    .map(({ description = '' }): Served => {
      const [origin, buildId] = description.split(' ')
      const server = served.servers?.find(({ url }) => url === origin)
      const build = served.builds?.find(
        (candidate) => candidate.distDir === server?.distDir && candidate.buildId === buildId,
      )
      if (!half || !build || build.mockWallet === null) return { surface: undefined }
      return {
        surface: build.mockWallet ? `dev ${half}` : half,
        ...(server?.signIn ? { signIn: true as const } : {}),
      }
    })
  const unique = new Map(surfaces.map((entry) => [JSON.stringify(entry), entry]))
  return unique.size ? [...unique.values()] : [{ surface: undefined }]
}

type PlaywrightSuite = {
  title: string
  file?: string
  suites?: PlaywrightSuite[]
  specs?: {
    title: string
    file: string
    tests: {
      projectName: string
      status: string
      expectedStatus?: string
      results?: { annotations?: { type: string; description?: string }[] }[]
    }[]
  }[]
}

const playwrightOutcome: Record<string, TestOutcome> = {
  expected: 'passed',
  unexpected: 'failed',
  flaky: 'flaky',
  skipped: 'skipped',
}

/**
 * Playwright's JSON reporter: each test on each project, once on each surface its pages were
 * served on (`playwrightSurfaces`).
 */
export function fromPlaywright(json: {
  suites?: PlaywrightSuite[]
  config?: { metadata?: Partial<ServedBuilds> }
}): TestResult[] {
  const results: TestResult[] = []
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    const path = suite.file && suite.title === suite.file ? titles : [...titles, suite.title]
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const annotations = (test.results ?? []).flatMap((attempt) => attempt.annotations ?? [])
        // `test.fail()`: Playwright calls a test that failed as marked 'expected'.
        const outcome: TestOutcome =
          test.expectedStatus === 'failed'
            ? 'expected failure'
            : annotations.some(({ type }) => type === unassertedAnnotation.type)
              ? 'asserts nothing'
              : (playwrightOutcome[test.status] ?? 'failed')
        for (const served of playwrightSurfaces(
          test.projectName,
          annotations,
          json.config?.metadata,
        ))
          results.push({
            title: spec.title,
            name: [...path, spec.title].filter(Boolean).join(' > '),
            file: spec.file,
            ...served,
            outcome,
          })
      }
    for (const child of suite.suites ?? []) walk(child, path)
  }
  for (const suite of json.suites ?? []) walk(suite, [])
  return results
}
