#!/usr/bin/env node
// The package build: tsc writes dist/ (ESM JavaScript and declarations), then esbuild bundles the
// wallet's browser script from that JavaScript into dist/mock-wallet.browser.js, which the
// Playwright fixture injects as it is (no compiler at the user's test time). esbuild and
// TypeScript 7's native tsc (a sixth of 5.9's CPU-seconds) are the package's devDependencies: its
// users install neither.
import { spawnSync } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const packageRoot = fileURLToPath(new URL('..', import.meta.url))
const dist = `${packageRoot}dist`
rmSync(dist, { recursive: true, force: true })

const tsc = fileURLToPath(new URL('bin/tsc', import.meta.resolve('typescript7/package.json')))
const compiled = spawnSync(
  process.execPath,
  [tsc, '-p', `${packageRoot}tsconfig.build.json`, '--singleThreaded'],
  { stdio: 'inherit' },
)
if (compiled.status !== 0) process.exit(compiled.status ?? 1)

// The browser script, bundled by the fixture's own loader from the JavaScript just built.
const { loadMockWalletBundle } = await import('../dist/exports/playwright.js')
writeFileSync(`${dist}/mock-wallet.browser.js`, await loadMockWalletBundle())
