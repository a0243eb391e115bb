#!/usr/bin/env node
// `npm run bench`: one table of the project's benchmarks, each against a baseline measured in the
// same run (never timed tests):
// - chains: time until the 11 local chains are ready with their state, and their memory, against
//   bare anvil;
// - bundle: JavaScript a fresh visit of `/` transfers (gzip), against RainbowKit's default setup
//   for the same chains and wallets (fixtures/bench/default-app), both built here: what the page
//   asks for until its load event, and everything including idle-time fetches; and Next's
//   build-manifest first-load figure; fails (exit 1) when the first ratio is above 0.30 or the
//   manifest's above 0.60;
// - timings: click on the wallet to connected, and reload to auto-connected, with the mock wallet
//   (median of --samples, default 20), against the same default setup;
// - tap: the first tap on 'Connect Wallet' after the page is idle, unthrottled and on a phone
//   profile (median of --tap-samples, default 7, interleaved): click to connect dialog visible and
//   to the next paint; fails (exit 1) when tap to dialog on the phone profile is above 1.5x;
// - lighthouse: performance and accessibility scores of `/` of both apps;
// - wallet: what the mock wallet's Playwright fixture and a worker's chains add to a test, against
//   what Playwright itself costs every test (context and page; the browser per worker), and the
//   wallet suites' per-test median and p95 (e2e/wallet-mock, e2e/default-app).
// Options: --only=chains,bundle,timings,tap,lighthouse,wallet (default all), --runs <n> (chains,
// default 5), --samples <n> (timings, default 20), --tap-samples <n> (default 7),
// --profiles=unthrottled,mobile (tap), --reuse-builds (skip builds that exist),
// --base-port <port> (chains; default 11 ports from the shared allocator), --app-port <port>
// (the two apps take it and the next one; default 3710).
import { parseArgs } from 'node:util'
import { register } from 'tsx/esm/api'
import { chromiumArgs, chromiumPath } from './chromium.mjs'

// The parts import the workspace's TypeScript (the test package, the app's chain config).
register()

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'chains,bundle,timings,tap,lighthouse,wallet' },
    runs: { type: 'string', default: '5' },
    samples: { type: 'string', default: '20' },
    'tap-samples': { type: 'string', default: '7' },
    profiles: { type: 'string', default: 'unthrottled,mobile' },
    'reuse-builds': { type: 'boolean', default: false },
    'base-port': { type: 'string' },
    'app-port': { type: 'string', default: '3710' },
  },
})
const only = new Set(values.only.split(','))
/** What every part adds to: the table's rows, the notes under it, and whether a gate failed. */
const report = { rows: [['metric', 'baseline', 'measured', 'ratio']], notes: [], failed: false }

// Each part's module loads only when the part runs.
if (only.has('chains')) await (await import('./bench/chains.mjs')).benchChains(report, values)

// The parts on the two apps share their builds, their servers and one browser.
if (['bundle', 'timings', 'tap', 'lighthouse'].some((part) => only.has(part))) {
  const { chromium } = await import('playwright')
  const { serveBenchApps } = await import('./bench/apps.mjs')
  const port = Number(values['app-port'])
  const servers = await serveBenchApps({ reuse: values['reuse-builds'], port })
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const apps = { browser, servers, values }
  try {
    if (only.has('bundle')) await (await import('./bench/bundle.mjs')).benchBundle(report, apps)
    if (only.has('timings')) await (await import('./bench/timings.mjs')).benchTimings(report, apps)
    if (only.has('tap')) await (await import('./bench/tap.mjs')).benchTap(report, apps)
    if (only.has('lighthouse'))
      await (await import('./bench/lighthouse.mjs')).benchLighthouse(report, apps)
  } finally {
    await browser.close()
    await Promise.all(Object.values(servers).map((server) => server.stop()))
  }
}

if (only.has('wallet')) (await import('./bench/walletSpeed.mjs')).benchWallet(report, values)

const { rows, notes } = report
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
console.log(
  `baseline: bare anvil (chains), RainbowKit's default setup (fixtures/bench/default-app) or Playwright's own fixtures (wallet)\n`,
)
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  '))
if (notes.length) console.log(`\n${notes.join('\n')}`)
process.exit(report.failed ? 1 : 0)
