#!/usr/bin/env node
// The package build: tsc writes dist/ (ESM JavaScript and declarations), then esbuild bundles the
// wallet's browser script from that JavaScript into dist/mock-wallet.browser.js, which the
// Playwright fixture injects as it is (no compiler at the user's test time). esbuild and
// TypeScript are the package's devDependencies: its users install neither.
import { spawnSync } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const packageRoot = fileURLToPath(new URL('..', import.meta.url))
const dist = `${packageRoot}dist`
rmSync(dist, { recursive: true, force: true })

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
const compiled = spawnSync(process.execPath, [tsc, '-p', `${packageRoot}tsconfig.build.json`], {
  stdio: 'inherit',
})
if (compiled.status !== 0) process.exit(compiled.status ?? 1)

// The browser script, bundled by the fixture's own loader from the JavaScript just built.
const { loadMockWalletBundle } = await import('../dist/exports/playwright.js')
writeFileSync(`${dist}/mock-wallet.browser.js`, await loadMockWalletBundle())
