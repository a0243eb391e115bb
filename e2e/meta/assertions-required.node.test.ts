import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { playwrightRunProblems } from '../../scripts/spec-report/provenance'
import { fromPlaywright } from '../../scripts/spec-report/results'

describe('a Playwright test that asserts nothing fails the run', () => {
  mkdirSync('reports', { recursive: true })
  const out = mkdtempSync(join(process.cwd(), 'reports', 'meta-'))
  afterAll(() => rmSync(out, { recursive: true, force: true }))

  test("with the suite's reporters: the run fails and names only the test without an assertion; spec:report credits it nothing", () => {
    // Playwright's CLI on this node: npx would cost another node start and a lookup.
    const cli = 'node_modules/@playwright/test/cli.js'
    const run = spawnSync(
      process.execPath,
      [cli, 'test', '--config', 'e2e/meta/assertions-required.config.ts'],
      { env: { ...process.env, E2E_META_OUT: out }, encoding: 'utf8' },
    )
    const output = run.stdout + run.stderr
    expect(run.status, output).toBe(1)
    expect(output).toContain(
      'no assertion: desktop › asserts-nothing.check.ts › looks at a page and asserts nothing',
    )
    expect(output).not.toContain('no assertion: desktop › asserts-nothing.check.ts › asserts with')
    expect(output).toContain('1 test(s) passed without asserting anything.')

    // The JSON report, written before the run failed, calls every test passed: the reporter's
    // mark on the test is what spec:report reads.
    const json = JSON.parse(readFileSync(join(out, 'playwright.json'), 'utf8'))
    expect(json.stats).toMatchObject({ expected: 3, unexpected: 0 })
    expect(fromPlaywright(json).map((test) => `${test.outcome}: ${test.title}`)).toEqual([
      'asserts nothing: looks at a page and asserts nothing',
      'passed: asserts with expect.poll',
      'passed: asserts with a web-first assertion',
    ])
    // The run's command line and reporters, as playwright.config.ts records them, are the suite's.
    expect(playwrightRunProblems(json.config)).toEqual([])
  }, 60_000)
})
