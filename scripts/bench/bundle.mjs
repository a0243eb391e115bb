// First-visit JavaScript: every script a fresh browser transfers for `/` with no interaction.
import { readFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'
import { distPath } from './apps.mjs'

/** Quiet time after network idle, so late (idle-time) script loads are counted too. */
const quietMs = 3_000

/**
 * Sum of the encoded (gzip) body sizes of the script responses of a fresh visit: a new context
 * (empty cache, no storage), navigate, wait for network idle and a quiet period. `beforeLoad`
 * counts the scripts the page asked for before its load event ended (resource timing): what the
 * page needs to load, without what it fetches once loaded (this app's idle fetch of the wallet
 * stack, the default setup's connector SDKs if they come after load).
 */
export async function firstVisitScripts(browser, url) {
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
export async function manifestFirstLoad(app) {
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
