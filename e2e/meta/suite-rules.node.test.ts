import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { playwrightRunProblems } from '../../scripts/spec-report/provenance'
import { fromPlaywright } from '../../scripts/spec-report/results'

/** Every file under a folder, as paths relative to it. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))

/**
 * The suite's settings and reporters (e2e/meta/suite-rules.config.ts) on the meta checks, in a
 * folder of its own. Playwright's CLI on this node: npx would cost another node start and a lookup.
 */
function runMeta(out: string, env: Record<string, string> = {}) {
  const cli = 'node_modules/@playwright/test/cli.js'
  return spawnSync(process.execPath, [cli, 'test', '--config', 'e2e/meta/suite-rules.config.ts'], {
    env: { ...process.env, ...env, E2E_META_OUT: out },
    encoding: 'utf8',
  })
}

describe("the suite's rules for a test that fails, asserts nothing or passes only when run again", () => {
  mkdirSync('reports', { recursive: true })
  const out = mkdtempSync(join(process.cwd(), 'reports', 'meta-'))
  afterAll(() => rmSync(out, { recursive: true, force: true }))

  test('one that asserts nothing fails the run, named, and spec:report credits it nothing; one that fails leaves a screenshot of each attempt and the trace of its second in the HTML report', () => {
    const run = runMeta(out)
    const output = run.stdout + run.stderr
    expect(run.status, output).toBe(1)
    expect(output).toContain(
      'no assertion: desktop › asserts-nothing.check.ts › looks at a page and asserts nothing',
    )
    expect(output).not.toContain('no assertion: desktop › asserts-nothing.check.ts › asserts with')
    expect(output).toContain('1 test(s) passed without asserting anything.')

    // The JSON report calls the test without an assertion passed: the reporter's mark on the
    // test is what spec:report reads.
    const json = JSON.parse(readFileSync(join(out, 'playwright.json'), 'utf8'))
    expect(json.stats).toMatchObject({ expected: 3, unexpected: 1 })
    expect(fromPlaywright(json).map((test) => `${test.outcome}: ${test.title}`)).toEqual([
      'asserts nothing: looks at a page and asserts nothing',
      'passed: asserts with expect.poll',
      'passed: asserts with a web-first assertion',
      'failed: fails on purpose',
    ])
    // The run's reporters, as playwright.config.ts records them, are the suite's.
    expect(playwrightRunProblems(json.config)).toEqual([])

    const results = filesUnder(join(out, 'results'))
    expect(results.filter((file) => file.endsWith('trace.zip'))).toHaveLength(1)
    expect(results.filter((file) => file.endsWith('.png'))).toHaveLength(2)
    // The HTML report keeps its own copies, one file for the two attempts' identical screenshots.
    const report = filesUnder(join(out, 'report', 'data'))
    expect(report.filter((file) => file.endsWith('.zip'))).toHaveLength(1)
    expect(report.filter((file) => file.endsWith('.png'))).toHaveLength(1)
  }, 60_000)

  test('one that fails, then passes when run again, fails the run as flaky', () => {
    const run = runMeta(join(out, 'flaky'), { E2E_META_FLAKY: '1' })
    expect(run.status, run.stdout + run.stderr).toBe(1)
    expect(run.stdout).toMatch(/1 flaky/)
  }, 60_000)
})
