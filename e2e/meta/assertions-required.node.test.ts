import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'

describe('a Playwright test that asserts nothing fails the run', () => {
  mkdirSync('reports', { recursive: true })
  const out = mkdtempSync(join(process.cwd(), 'reports', 'meta-'))
  afterAll(() => rmSync(out, { recursive: true, force: true }))

  test("with the suite's reporters: the run fails and names only the test without an assertion", () => {
    const run = spawnSync(
      'npx',
      ['playwright', 'test', '--config', 'e2e/meta/assertions-required.config.ts'],
      { env: { ...process.env, E2E_META_OUT: out }, encoding: 'utf8' },
    )
    const output = run.stdout + run.stderr
    expect(run.status, output).toBe(1)
    expect(output).toContain(
      'no assertion: desktop › asserts-nothing.check.ts › looks at a page and asserts nothing',
    )
    expect(output).not.toContain('no assertion: desktop › asserts-nothing.check.ts › asserts with')
    expect(output).toContain('1 test(s) passed without asserting anything.')
  }, 60_000)
})
