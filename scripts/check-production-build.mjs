#!/usr/bin/env node
// The production-build check: scans build output as a deployment ships it (the dist dir, its
// cache left out) against the flags it was built with (scripts/build-flags.mjs):
// - built without NEXT_PUBLIC_MOCK_WALLET: none of the mock wallet's markers (anvil's public test
//   keys, the Wallet Lab, the Test Wallet);
// - built for real chains (no PLAZA_LOCAL_CHAINS): no local node address (127.0.0.1, localhost,
//   [::1] or 0.0.0.0 with a port);
// - a mock-wallet build for real chains is refused outright, as `npm start` refuses to serve it.
// `--proof <dist dir>` names a build made with both flags, in which every marker and a local
// node address must be found: a search that finds nothing there is broken, and fails the check.
// `--unflagged` refuses a build of those named that was made with the mock wallet at all: the
// visitor's build, which a flag from an ignored .env*.local file must not turn into a dev build.
// Usage: node scripts/check-production-build.mjs [--unflagged] [<dist dir>...] [--proof <dist dir>]
//   (default: NEXT_DIST_DIR or .next, the output of `npm run build`, which runs this after it)
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parseArgs } from 'node:util'
import { distDirOf, readBuildFlags, refusalToServe } from './build-flags.mjs'

/**
 * Strings only the mock wallet carries: anvil's first test keys (without 0x) and its names. The
 * package derives its globals and pairing URIs from the app's namespace at run time, so the bundle
 * holds their fixed parts ('__' + namespace + 'MockWalletControl', '<scheme>://pair?session=').
 */
const mockMarkers = [
  'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '://pair?session=',
  'MockWalletControl',
  'mock_scanQrCode',
  'Wallet Lab',
  'Test Wallet',
  'Send failing test transaction',
]

/**
 * A node address on this machine: a loopback or unspecified host with a port. Library code
 * mentions `localhost` in other ways (hostname checks, `http://localhost:*` allow-lists), never
 * as a node address with a port.
 */
const localNodeAddress =
  /\b(?:https?|wss?):\/\/(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\]|0\.0\.0\.0):\d{2,5}\b/

/** Files a deployment serves or runs from: everything but the build cache and next dev's output. */
function* shippedFiles(distDir) {
  for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    if (/^(cache|dev)\//.test(relative(distDir, path))) continue
    if (/\.(js|mjs|cjs|json|html|rsc|txt|map|css)$/.test(entry.name)) yield path
  }
}

/** Where each mock marker and local node addresses appear in the build. */
function scan(distDir) {
  const markers = new Map(mockMarkers.map((marker) => [marker, []]))
  const localAddresses = []
  for (const path of shippedFiles(distDir)) {
    const text = readFileSync(path, 'utf8')
    for (const marker of mockMarkers) if (text.includes(marker)) markers.get(marker).push(path)
    const address = localNodeAddress.exec(text)
    if (address) localAddresses.push(`${path} (${address[0]})`)
  }
  return { markers, localAddresses }
}

const listed = (paths) => (paths.length ? `: ${paths.slice(0, 3).join(', ')}` : '')

/** The check's lines for one build: [ok, text]. */
function checkBuild(distDir) {
  if (!existsSync(join(distDir, 'BUILD_ID'))) return [[false, `${distDir} holds no build`]]
  const flags = readBuildFlags(distDir)
  const refusal = refusalToServe(distDir, flags)
  if (refusal) return [[false, refusal]]
  if (values.unflagged && flags.mockWallet)
    return [[false, `${distDir} was built with the mock wallet (NEXT_PUBLIC_MOCK_WALLET)`]]
  const { markers, localAddresses } = scan(distDir)
  const lines = []
  if (!flags.mockWallet)
    for (const [marker, paths] of markers)
      lines.push([paths.length === 0, `${distDir} has no "${marker}"${listed(paths)}`])
  if (!flags.localChains)
    lines.push([
      localAddresses.length === 0,
      `${distDir} has no local node address${listed(localAddresses)}`,
    ])
  if (flags.mockWallet && flags.localChains)
    lines.push([
      true,
      `${distDir} was built with the mock wallet for the local chains: not scanned`,
    ])
  return lines
}

/** The proof that the search works: a build with both flags, in which it finds everything. */
function checkProof(distDir) {
  if (!existsSync(join(distDir, 'BUILD_ID'))) return [[false, `${distDir} holds no build`]]
  const flags = readBuildFlags(distDir)
  if (!flags?.mockWallet || !flags.localChains)
    return [[false, `${distDir} was not built with the mock wallet for the local chains`]]
  const { markers, localAddresses } = scan(distDir)
  return [
    ...[...markers].map(([marker, paths]) => [
      paths.length > 0,
      `${distDir} (flagged) has "${marker}" (the search finds it)`,
    ]),
    [
      localAddresses.length > 0,
      `${distDir} (local chains) has a local node address (the search finds it)`,
    ],
  ]
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    proof: { type: 'string', multiple: true, default: [] },
    unflagged: { type: 'boolean', default: false },
  },
})
const builds = positionals.length > 0 ? positionals : [distDirOf()]
console.log('check-production-build: no mock wallet and no local node address where not flagged')
const lines = [...builds.flatMap(checkBuild), ...values.proof.flatMap(checkProof)]
for (const [ok, text] of lines) console.log(`${ok ? '✓' : '✗'} ${text}`)
const failed = lines.filter(([ok]) => !ok).length
console.log(failed ? `FAILED (${failed})` : 'passed')
process.exit(failed ? 1 : 0)
