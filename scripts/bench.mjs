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
import { readFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { register } from 'tsx/esm/api'
import { chromiumArgs, chromiumPath } from './chromium.mjs'

register()
const { startChains, startChainsOnFreePorts } = await import('@plaza-social/test/chains')
const { workerPortAllocator } = await import('@plaza-social/test/ports')
const { defaultLocalRpcUrls, localChainPorts } = await import(
  '../src/config/localChainsManifest.ts'
)

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
const maxBundleRatio = 0.3
const maxManifestRatio = 0.6
const maxMobileTapRatio = 1.5

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const ratio = (value, baseline) => `${(value / baseline).toFixed(2)}x`
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value) => `${value.toFixed(0)} ms`

const rows = [['metric', 'baseline', 'measured', 'ratio']]
const notes = []
let failed = false

// --- chains -------------------------------------------------------------------------------------

/** Resident memory of a process in KiB, from /proc (Linux). */
async function rssKiB(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN)
}

async function benchChains() {
  const runs = Number(values.runs)
  // Every start reuses the same ports (one per chain), claimed once from the allocator all test runs share.
  const basePort = values['base-port']
    ? Number(values['base-port'])
    : (await workerPortAllocator().claim(localChainPorts().length)).first
  async function measure(withState) {
    const startedAt = performance.now()
    const chains = await startChains({ chains: localChainPorts(basePort), withState })
    const readyMs = performance.now() - startedAt
    try {
      const rss = await Promise.all(chains.chains.map((chain) => rssKiB(chain.pid)))
      return { readyMs, rssMiB: rss.reduce((sum, kib) => sum + kib, 0) / 1024, count: rss.length }
    } finally {
      await chains.stop()
    }
  }
  // One unmeasured start first: the binary's first load from disk is not what is measured.
  await measure(true)
  const samples = { bare: [], state: [] }
  // Interleaved, so drift in machine load hits both alike.
  for (let run = 0; run < runs; run++) {
    samples.bare.push(await measure(false))
    samples.state.push(await measure(true))
  }
  const summary = (list) => ({
    readyMs: median(list.map((sample) => sample.readyMs)),
    rssMiB: median(list.map((sample) => sample.rssMiB)),
  })
  const bare = summary(samples.bare)
  const state = summary(samples.state)
  const count = samples.state[0].count
  rows.push(
    [
      `chains: time until ${count} ready (bare anvil vs with state)`,
      ms(bare.readyMs),
      ms(state.readyMs),
      ratio(state.readyMs, bare.readyMs),
    ],
    [
      `chains: RSS of ${count} anvil processes`,
      `${bare.rssMiB.toFixed(1)} MiB`,
      `${state.rssMiB.toFixed(1)} MiB`,
      ratio(state.rssMiB, bare.rssMiB),
    ],
  )
  notes.push(`chains: median of ${runs} runs each (interleaved), ports ${basePort}..`)
}

// --- the two apps -------------------------------------------------------------------------------

async function benchApps() {
  const { chromium } = await import('playwright')
  const { benchApps: apps, buildApp, serveApp } = await import('./bench/apps.mjs')
  const [app, baseline] = apps
  for (const each of apps) {
    console.error(`building ${each.label} (${each.dir}/${each.distDir})…`)
    buildApp(each, { reuse: values['reuse-builds'] })
  }
  const port = Number(values['app-port'])
  const servers = { app: await serveApp(app, port), default: await serveApp(baseline, port + 1) }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    if (only.has('bundle')) await benchBundle(browser, servers, apps)
    if (only.has('timings')) await benchTimings(browser, servers)
    if (only.has('tap')) await benchTap(servers)
    if (only.has('lighthouse')) await benchLighthouse(servers)
  } finally {
    await browser.close()
    await Promise.all(Object.values(servers).map((server) => server.stop()))
  }
}

async function benchBundle(browser, servers, [app, baseline]) {
  const { firstVisitScripts, manifestFirstLoad } = await import('./bench/bundle.mjs')
  // Deterministic, but three visits each guard against a stray late request.
  const visits = { app: [], default: [] }
  for (let run = 0; run < 3; run++)
    for (const key of ['default', 'app'])
      visits[key].push(await firstVisitScripts(browser, servers[key].url))
  const bytes = (key, part = (visit) => visit) =>
    median(visits[key].map((visit) => part(visit).bytes))
  const count = (key, part = (visit) => visit) => part(visits[key][0]).count
  const beforeLoad = (visit) => visit.beforeLoad
  for (const key of ['app', 'default'])
    if (visits[key][0].uncompressed.length)
      notes.push(
        `bundle: ${key}: ${visits[key][0].uncompressed.length} small scripts sent without gzip (below next start's compression threshold), counted as sent`,
      )
  const bundleRatio = bytes('app', beforeLoad) / bytes('default', beforeLoad)
  rows.push(
    [
      'first visit of /: JavaScript asked for until the load event (gzip)',
      `${kb(bytes('default', beforeLoad))} (${count('default', beforeLoad)} files)`,
      `${kb(bytes('app', beforeLoad))} (${count('app', beforeLoad)} files)`,
      `${bundleRatio.toFixed(2)}x (max ${maxBundleRatio.toFixed(2)})`,
    ],
    [
      'first visit of /: all JavaScript transferred, idle-time fetches included (gzip)',
      `${kb(bytes('default'))} (${count('default')} files)`,
      `${kb(bytes('app'))} (${count('app')} files)`,
      ratio(bytes('app'), bytes('default')),
    ],
  )
  const manifest = { app: await manifestFirstLoad(app), default: await manifestFirstLoad(baseline) }
  rows.push([
    "first-load JS of / per Next's build manifest (gzip)",
    kb(manifest.default.bytes),
    kb(manifest.app.bytes),
    `${ratio(manifest.app.bytes, manifest.default.bytes)} (max ${maxManifestRatio.toFixed(2)})`,
  ])
  // Both views must stay under their limits: the scripts a visit asks for until the page has
  // loaded, and Next's own first-load files.
  const manifestRatio = manifest.app.bytes / manifest.default.bytes
  for (const [view, value, limit] of [
    ['first-visit JavaScript until load', bundleRatio, maxBundleRatio],
    ['build-manifest first-load JS', manifestRatio, maxManifestRatio],
  ])
    if (value > limit) {
      failed = true
      notes.push(`FAIL: ${view} ratio ${value.toFixed(2)} > ${limit}`)
    }
}

async function benchTimings(browser, servers) {
  const samples = Number(values.samples)
  const { connectSample } = await import('./bench/timings.mjs')
  const { loadMockWalletBundle, mockWalletInitScript } = await import(
    '@plaza-social/mock-wallet/playwright'
  )
  const { chains: appChains } = await import('../src/config/chains.ts')
  const walletBundle = await loadMockWalletBundle()
  const nodeUrls = defaultLocalRpcUrls()
  const localChains = await startChainsOnFreePorts({ chainIds: Object.keys(nodeUrls).map(Number) })
  try {
    const forward = new Map(
      Object.entries(nodeUrls).map(([chainId, url]) => [
        new URL(url).host,
        localChains.rpcUrl(Number(chainId)),
      ]),
    )
    const walletConfig = {
      chains: appChains
        .filter((chain) => chain.id === 1)
        .map(({ id, name, nativeCurrency }) => ({
          id,
          name,
          nativeCurrency,
          rpcUrl: nodeUrls[id],
        })),
      nodeUrls,
      mode: 'auto',
      install: { as: 'injected' },
    }
    const setup = async (page) => {
      await page.route(
        (url) => forward.has(url.host),
        async (route) => {
          const target = forward.get(new URL(route.request().url()).host)
          try {
            await route.fulfill({ response: await route.fetch({ url: target }) })
          } catch {
            await route.abort().catch(() => {})
          }
        },
      )
      // Nothing leaves the machine.
      await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort())
      await page.addInitScript({ content: mockWalletInitScript(walletBundle, walletConfig) })
    }
    // One unmeasured round each: the servers' first responses and the browser's code cache.
    for (const key of ['default', 'app']) await connectSample(browser, servers[key].url, setup)
    const measured = { app: [], default: [] }
    for (let run = 0; run < samples; run++)
      for (const key of ['default', 'app'])
        measured[key].push(await connectSample(browser, servers[key].url, setup))
    for (const [metric, label] of [
      ['connect', "click on 'Browser Wallet' to connected button"],
      ['reconnect', 'reload to auto-connected button'],
    ]) {
      const base = median(measured.default.map((sample) => sample[metric]))
      const value = median(measured.app.map((sample) => sample[metric]))
      rows.push([`${label} (median of ${samples})`, ms(base), ms(value), ratio(value, base)])
    }
  } finally {
    await localChains.stop()
  }
}

async function benchTap(servers) {
  const { chromium } = await import('playwright')
  const { profiles, tapMetrics, tapSample } = await import('./bench/tap.mjs')
  const samples = Number(values['tap-samples'])
  // Any host but the apps' fails at once (no DNS, no hanging connection to wait out).
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  })
  try {
    for (const name of values.profiles.split(',')) {
      const profile = profiles[name]
      if (!profile) throw new Error(`unknown profile ${name}`)
      // One unmeasured round each: the servers' first responses.
      for (const key of ['default', 'app']) await tapSample(browser, servers[key].url, profile)
      const measured = { app: [], default: [] }
      for (let run = 0; run < samples; run++)
        for (const key of ['default', 'app'])
          measured[key].push(await tapSample(browser, servers[key].url, profile))
      if (process.env.BENCH_VERBOSE)
        console.error(
          name,
          JSON.stringify(measured, (_, value) =>
            typeof value === 'number' ? Math.round(value) : value,
          ),
        )
      for (const [metric, label] of tapMetrics) {
        const base = median(measured.default.map((sample) => sample[metric]))
        const value = median(measured.app.map((sample) => sample[metric]))
        const gated = name === 'mobile' && metric === 'dialog'
        rows.push([
          `${label}, ${profile.label} (median of ${samples})`,
          ms(base),
          ms(value),
          gated
            ? `${ratio(value, base)} (max ${maxMobileTapRatio.toFixed(2)})`
            : ratio(value, base),
        ])
        if (gated && value / base > maxMobileTapRatio) {
          failed = true
          notes.push(
            `FAIL: tap to dialog on the mobile profile ${(value / base).toFixed(2)}x > ${maxMobileTapRatio}`,
          )
        }
      }
    }
  } finally {
    await browser.close()
  }
}

async function benchLighthouse(servers) {
  const { lighthouseScores } = await import('./bench/lighthouse.mjs')
  const scores = {
    default: await lighthouseScores(`${servers.default.url}/`),
    app: await lighthouseScores(`${servers.app.url}/`),
  }
  for (const category of ['performance', 'accessibility'])
    rows.push([
      `Lighthouse ${category} of / (mobile, simulated throttling)`,
      String(scores.default[category]),
      String(scores.app[category]),
      ratio(scores.app[category], scores.default[category]),
    ])
  // The audit behind most of the performance score's movement: main-thread tasks over 50 ms.
  rows.push([
    'Lighthouse total blocking time of / (mobile, simulated throttling)',
    ms(scores.default.totalBlockingTimeMs),
    ms(scores.app.totalBlockingTimeMs),
    ratio(scores.app.totalBlockingTimeMs, scores.default.totalBlockingTimeMs),
  ])
}

// --- the wallet's Playwright fixture ----------------------------------------------------------------

async function benchWallet() {
  const { runWalletSuites, quantile, walletSpeedFigures } = await import('./bench/walletSpeed.mjs')
  const tests = runWalletSuites({ reuseBuilds: values['reuse-builds'] })
  const spread = (samples) => `${ms(median(samples))} / ${ms(quantile(samples, 0.95))}`
  for (const { metric, baseline, measured } of walletSpeedFigures(tests))
    rows.push([
      `${metric}, median / p95`,
      baseline ? spread(baseline) : '-',
      spread(measured),
      baseline ? ratio(median(measured), median(baseline)) : '-',
    ])
  notes.push(
    `wallet: ${tests.length} tests, one run of the wallet suites (Playwright's own workers)`,
  )
}

if (only.has('chains')) await benchChains()
if (['bundle', 'timings', 'tap', 'lighthouse'].some((part) => only.has(part))) await benchApps()
if (only.has('wallet')) await benchWallet()

const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
console.log(
  `baseline: bare anvil (chains), RainbowKit's default setup (fixtures/bench/default-app) or Playwright's own fixtures (wallet)\n`,
)
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  '))
if (notes.length) console.log(`\n${notes.join('\n')}`)
process.exit(failed ? 1 : 0)
