#!/usr/bin/env node
// Proves the mock wallet never reaches production: builds the app without NEXT_PUBLIC_MOCK_WALLET
// and finds none of the mock's markers (test keys, unique strings) in the output; builds it again
// with the flag and finds them all, so a broken search cannot pass unnoticed.
// Usage: node scripts/check-production-build.mjs [--reuse]   (--reuse skips builds that exist)
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const require = createRequire(import.meta.url)
const next = require.resolve('next/dist/bin/next')
const reuse = process.argv.includes('--reuse')

/**
 * Strings only the mock wallet carries: anvil's first test key (with and without 0x) and its
 * names. The package derives its globals and pairing URIs from the app's namespace at run time,
 * so the bundle holds their fixed parts ('__' + namespace + 'MockWalletControl', '<scheme>://pair?session=').
 */
export const mockMarkers = [
  'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '://pair?session=',
  'MockWalletControl',
  'mock_scanQrCode',
  'Wallet Lab',
  'Test Wallet',
  'Send failing test transaction',
]

function build(distDir, mock) {
  if (reuse && existsSync(join(distDir, 'BUILD_ID'))) return 0
  const env = {
    ...process.env,
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_SKIP_TYPECHECK: '1',
    NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID:
      process.env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID ?? 'prodcheck000000000000000000000000',
  }
  delete env.NEXT_PUBLIC_MOCK_WALLET
  if (mock) env.NEXT_PUBLIC_MOCK_WALLET = '1'
  const started = performance.now()
  const result = spawnSync(process.execPath, [next, 'build', '--webpack'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  console.log(
    `  built ${distDir} (${mock ? 'with' : 'without'} the flag) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  )
  return result.status ?? 1
}

function* files(dir) {
  if (!existsSync(dir)) return
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else if (/\.(js|mjs|cjs|json|html|rsc|txt|map)$/.test(name)) yield path
  }
}

/** Every marker and the files it appears in, across the build's static and server output. */
function findMarkers(distDir) {
  const found = new Map(mockMarkers.map((marker) => [marker, []]))
  for (const dir of ['static', 'server'])
    for (const path of files(join(distDir, dir))) {
      const text = readFileSync(path, 'utf8')
      for (const marker of mockMarkers) if (text.includes(marker)) found.get(marker).push(path)
    }
  return found
}

let failed = false
const report = (ok, text) => {
  console.log(`${ok ? '✓' : '✗'} ${text}`)
  if (!ok) failed = true
}

console.log('check-production-build: the mock wallet stays out of production')
if (build('.next-prod-check', false) !== 0 || build('.next-prod-check-mock', true) !== 0) {
  console.error('✗ a build failed')
  process.exit(1)
}

for (const [marker, paths] of findMarkers('.next-prod-check'))
  report(
    paths.length === 0,
    `production build has no "${marker}"${paths.length ? `: ${paths.slice(0, 3).join(', ')}` : ''}`,
  )
for (const [marker, paths] of findMarkers('.next-prod-check-mock'))
  report(paths.length > 0, `flagged build has "${marker}" (the search works)`)

console.log(failed ? 'FAILED' : 'passed')
process.exit(failed ? 1 : 0)
