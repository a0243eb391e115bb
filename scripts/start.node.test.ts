import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { BuildFlags } from './build-flags.mjs'

/**
 * `npm start` as a hosting platform runs it, on dist dirs holding only a build's recorded flags.
 * Port 1, which next start refuses before it looks for a build or listens, shows whether the
 * guard handed over to next start.
 */
function npmStart(flags: BuildFlags | undefined) {
  const distDir = relative(process.cwd(), mkdtempSync(join(process.cwd(), '.next-start-test-')))
  try {
    if (flags) writeFileSync(join(distDir, 'plaza-build.json'), JSON.stringify(flags))
    return spawnSync('npm', ['start', '--silent'], {
      encoding: 'utf8',
      env: { ...process.env, NEXT_DIST_DIR: distDir, PORT: '1' },
    })
  } finally {
    rmSync(distDir, { recursive: true, force: true })
  }
}

describe('npm start serves production builds only', () => {
  test('refuses a build made with the mock wallet for real chains, in one line', () => {
    const run = npmStart({ mockWallet: true, localChains: false })
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(
      /^npm start: \S+ was built with NEXT_PUBLIC_MOCK_WALLET=1 for real chains: .*\n$/,
    )
  })

  test('refuses a folder with no recorded build flags', () => {
    const run = npmStart(undefined)
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(
      /^npm start: \S+ holds no plaza-build\.json: build the app with `npm run build` first\.\n$/,
    )
  })

  test.each([
    { mockWallet: false, localChains: false },
    { mockWallet: false, localChains: true },
    { mockWallet: true, localChains: true },
  ])('hands %o to next start', (flags) => {
    const run = npmStart(flags)
    expect(run.stderr).not.toMatch(/npm start:/)
    expect(run.stderr).toMatch(/Bad port: "1"/)
  })
})
