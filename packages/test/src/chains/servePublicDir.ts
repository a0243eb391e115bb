import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname } from 'node:path'

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

/**
 * Serves the files of `dir` (a folder URL) as any static server does, on a port of its own: the
 * app's public/, so that the avatar records of the local name service (`appOrigin` of
 * startChains) point at a live origin; a static Storybook build for the story check.
 */
export async function servePublicDir(dir: URL) {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    const body = await readFile(new URL(`.${path}`, dir)).catch(() => null)
    if (!body || path.includes('..')) return response.writeHead(404).end()
    const type = contentTypes[extname(path)] ?? 'application/octet-stream'
    response.writeHead(200, { 'content-type': type, 'content-length': body.length })
    response.end(request.method === 'HEAD' ? undefined : body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  }
}
