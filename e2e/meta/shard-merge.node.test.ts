import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fromPlaywright } from '../../scripts/spec-report/results'

type Suite = { suites?: Suite[]; specs?: { title: string; tests: { projectName: string }[] }[] }

/** Every (project, title) pair of a Playwright JSON report. */
const runsOf = (suite: Suite): string[] => [
  ...(suite.specs ?? []).flatMap((spec) =>
    spec.tests.map((test) => `${test.projectName}: ${spec.title}`),
  ),
  ...(suite.suites ?? []).flatMap(runsOf),
]

const run = (command: string, args: string[], options: { env?: object; cwd?: string } = {}) =>
  spawnSync(command, args, {
    encoding: 'utf8',
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
  })

/** Playwright's CLI on this node: npx would cost another node start and a lookup. */
const playwright = (args: string[], env: object) =>
  run(process.execPath, ['node_modules/@playwright/test/cli.js', ...args], { env })

describe('a sharded Playwright run, merged as the CI merge job does, feeds spec:report', () => {
  mkdirSync('reports', { recursive: true })
  const out = mkdtempSync(join(process.cwd(), 'reports', 'meta-shards-'))
  afterAll(() => rmSync(out, { recursive: true, force: true }))

  test('two shards write blob reports; merge-reports joins them; spec:report reads the tests of both, and credits them no row as they loaded no page of the app', () => {
    const blobs = join(out, 'blobs')
    mkdirSync(blobs)
    for (const shard of [1, 2]) {
      const shardOut = join(out, `shard-${shard}`)
      const result = playwright(
        ['test', '--config', 'e2e/meta/shards.config.ts', `--shard=${shard}/2`],
        { E2E_BLOB_DIR: shardOut, E2E_META_OUT: shardOut },
      )
      expect(result.status, result.stdout + result.stderr).toBe(0)
      expect(result.stdout).toMatch(/Running 2 tests/)
      // What the merge job downloads: every shard's blob in one folder.
      const [blob, ...others] = readdirSync(shardOut).filter((file) => file.endsWith('.zip'))
      expect(others).toEqual([])
      copyFileSync(join(shardOut, blob!), join(blobs, blob!))
    }
    expect(readdirSync(blobs).sort()).toEqual(['report-1.zip', 'report-2.zip'])

    const reports = join(out, 'reports')
    const merge = playwright(['merge-reports', '--config', 'e2e/merge-reports.config.ts', blobs], {
      E2E_REPORTS_DIR: reports,
    })
    expect(merge.status, merge.stdout + merge.stderr).toBe(0)
    const merged = JSON.parse(readFileSync(join(reports, 'playwright.json'), 'utf8'))
    expect(merged.stats).toMatchObject({ expected: 4, unexpected: 0, flaky: 0 })
    expect(runsOf({ suites: merged.suites }).sort()).toEqual([
      'desktop: CFG-2: the first test of the sharded meta suite',
      'desktop: CFG-2: the second test of the sharded meta suite',
      'mobile: CFG-2: the first test of the sharded meta suite',
      'mobile: CFG-2: the second test of the sharded meta suite',
    ])

    // spec:report reads reports/ of its working folder: here, the merged results alone.
    const tsx = join(process.cwd(), 'node_modules/.bin/tsx')
    const report = run(tsx, [join(process.cwd(), 'scripts/spec-report/cli.ts')], { cwd: out })
    // Both shards' command lines came through the merge: the results are the whole run's.
    expect(report.stderr).not.toMatch(/filtered or changed by|not every shard|which command/)
    expect(fromPlaywright(merged).map((test) => `${test.surface} ${test.outcome}`)).toEqual(
      Array(4).fill('undefined passed'),
    )
    expect(report.stderr).toContain("CFG-2 on Ed: no passing test of the visitor's app")
  }, 180_000)
})
