import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'

/** Every file under a folder, as paths relative to it. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))

/**
 * The suite's settings (e2e/meta/failure-artifacts.config.ts) on one test of fails-on-purpose, a
 * run of its own each: a run's exit status is all that shows a flaky test failed it. Playwright's
 * CLI on this node: npx would cost another node start and a lookup.
 */
function runMeta(title: string, out: string, args: string[] = []) {
  const config = 'e2e/meta/failure-artifacts.config.ts'
  const cli = 'node_modules/@playwright/test/cli.js'
  return spawnSync(process.execPath, [cli, 'test', '--config', config, '-g', title, ...args], {
    env: { ...process.env, E2E_META_OUT: out },
    encoding: 'utf8',
  })
}

describe('a failing Playwright test leaves a trace and a screenshot in the HTML report', () => {
  mkdirSync('reports', { recursive: true })
  const out = mkdtempSync(join(process.cwd(), 'reports', 'meta-'))
  afterAll(() => rmSync(out, { recursive: true, force: true }))

  test('a screenshot of each attempt, the trace of the second', () => {
    const run = runMeta('fails on purpose', out)
    expect(run.status, run.stdout + run.stderr).toBe(1)
    const results = filesUnder(join(out, 'results'))
    expect(results.filter((file) => file.endsWith('trace.zip'))).toHaveLength(1)
    expect(results.filter((file) => file.endsWith('.png'))).toHaveLength(2)
    // The HTML report keeps its own copies, one file for the two attempts' identical screenshots:
    // a trace to open in the viewer, the screenshot.
    const report = filesUnder(join(out, 'report', 'data'))
    expect(report.filter((file) => file.endsWith('.zip'))).toHaveLength(1)
    expect(report.filter((file) => file.endsWith('.png'))).toHaveLength(1)
  }, 60_000)

  test('a test that fails, then passes when run again, fails the run as flaky', () => {
    const run = runMeta('fails once, then passes', join(out, 'flaky'), ['--reporter=list'])
    expect(run.status, run.stdout + run.stderr).toBe(1)
    expect(run.stdout).toMatch(/1 flaky/)
  }, 60_000)
})
