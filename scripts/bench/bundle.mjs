// First-visit JavaScript: every script a fresh browser transfers for `/` with no interaction.
import { readFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'
import { benchApps, distPath } from './apps.mjs'
import { kb, median, ratio } from './figures.mjs'

const maxBundleRatio = 0.3
const maxManifestRatio = 0.6

/** Quiet time after network idle, so late (idle-time) script loads are counted too. */
const quietMs = 3_000

/**
 * Sum of the encoded (gzip) body sizes of the script responses of a fresh visit: a new context
 * (empty cache, no storage), navigate, wait for network idle and a quiet period. `beforeLoad`
 * counts the scripts the page asked for before its load event ended (resource timing): what the
 * page needs to load, without what it fetches once loaded (this app's idle fetch of the wallet
 * stack, the default setup's connector SDKs if they come after load).
 */
async function firstVisitScripts(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const scripts = []
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return
    const response = await request.response()
    const sizes = await request.sizes()
    scripts.push({
      url: request.url(),
      bytes: sizes.responseBodySize,
      encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
    })
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.waitForTimeout(quietMs)
  await page.waitForLoadState('networkidle')
  const { loadEnd, starts } = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation')
    return {
      loadEnd: navigation.loadEventEnd,
      starts: Object.fromEntries(
        performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]),
      ),
    }
  })
  await context.close()
  const sum = (list) => list.reduce((total, script) => total + script.bytes, 0)
  const beforeLoad = scripts.filter((script) => (starts[script.url] ?? Infinity) <= loadEnd)
  return {
    bytes: sum(scripts),
    count: scripts.length,
    beforeLoad: { bytes: sum(beforeLoad), count: beforeLoad.length },
    uncompressed: scripts.filter((script) => script.encoding !== 'gzip').map((s) => s.url),
  }
}

/** Next's build-manifest view: the files of `/_app` and `/`, gzipped here. */
async function manifestFirstLoad(app) {
  const dist = distPath(app)
  const manifest = JSON.parse(await readFile(`${dist}/build-manifest.json`, 'utf8'))
  const files = new Set(
    [...(manifest.pages['/_app'] ?? []), ...(manifest.pages['/'] ?? [])].filter((file) =>
      file.endsWith('.js'),
    ),
  )
  let bytes = 0
  for (const file of files) bytes += gzipSync(await readFile(`${dist}/${file}`)).length
  return { bytes, count: files.size }
}

export async function benchBundle(report, { browser, servers }) {
  const [app, baseline] = benchApps
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
      report.notes.push(
        `bundle: ${key}: ${visits[key][0].uncompressed.length} small scripts sent without gzip (below next start's compression threshold), counted as sent`,
      )
  const bundleRatio = bytes('app', beforeLoad) / bytes('default', beforeLoad)
  report.rows.push(
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
  report.rows.push([
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
      report.failed = true
      report.notes.push(`FAIL: ${view} ratio ${value.toFixed(2)} > ${limit}`)
    }
}
