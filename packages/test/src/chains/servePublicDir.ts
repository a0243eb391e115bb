import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Serves the SVG images of `dir` (the app's public/, a folder URL) as the app does, so that the
 * avatar records of the local name service (`appOrigin` of startChains) point at a live origin.
 */
export async function servePublicDir(dir: URL) {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    const body = await readFile(new URL(`.${path}`, dir)).catch(() => null)
    if (!body || path.includes('..')) return response.writeHead(404).end()
    response.writeHead(200, { 'content-type': 'image/svg+xml', 'content-length': body.length })
    response.end(request.method === 'HEAD' ? undefined : body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  }
}
