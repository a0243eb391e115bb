// First-visit JavaScript: every script a fresh browser transfers for `/` with no interaction.
import { readFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'
import { distPath } from './apps.mjs'

/** Quiet time after network idle, so late (idle-time) script loads are counted too. */
const quietMs = 3_000

/**
 * Sum of the encoded (gzip) body sizes of the script responses of a fresh visit: a new context
 * (empty cache, no storage), navigate, wait for network idle and a quiet period.
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
  await context.close()
  return {
    bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    count: scripts.length,
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
