import type { IncomingMessage } from 'node:http'
import type { AppOrigin } from './appOrigin'

/**
 * Whether a request comes from the app's own pages (issue 16 item 7): a browser names the page's
 * origin in `Origin` (always on POST) and says `Sec-Fetch-Site: same-origin`. A cross-site form
 * or fetch names another, and is refused. POSTs without an Origin are refused too: every current
 * browser sends one, so only a non-browser client omits it, and it has no reason to.
 */
export function fromAppOrigin(req: IncomingMessage, appOrigin: AppOrigin): boolean {
  const origin = req.headers.origin
  if (origin !== undefined && origin !== appOrigin.origin) return false
  if (req.method !== 'GET' && origin === undefined) return false
  const site = req.headers['sec-fetch-site']
  if (site === undefined) return true
  return site === 'same-origin' || (req.method === 'GET' && site === 'none')
}

/** `application/json` (any parameters), nothing else: forms can only send the simple types. */
export function isJson(req: IncomingMessage): boolean {
  const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase()
  return type === 'application/json'
}

export type BodyResult = { ok: true; text: string } | { ok: false; status: 400 | 413 }

/**
 * The request body as text, kept only up to `limit` bytes: a longer one (by its Content-Length,
 * before any of it is read, or as it streams in) is refused with 413; the rest is never stored
 * (see `discardRest`).
 */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > limit) return Promise.resolve({ ok: false, status: 413 })
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    const finish = (result: BodyResult) => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
      resolve(result)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) finish({ ok: false, status: 413 })
      else chunks.push(chunk)
    }
    const onEnd = () => finish({ ok: true, text: Buffer.concat(chunks).toString('utf8') })
    const onError = () => finish({ ok: false, status: 400 })
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
  })
}

/** How long a refused upload may go on being discarded, so its sender can read the 413. */
const discardWindowMs = 2_000

/**
 * After a refusal: the rest of the body is read and dropped for at most `discardWindowMs`, then
 * the connection is cut. Closing at once would make the kernel reset the connection over the
 * unread bytes, and a client still sending would see that reset instead of the answer.
 */
export function discardRest(req: IncomingMessage) {
  if (req.complete) return
  const cut = setTimeout(() => req.socket.destroy(), discardWindowMs)
  cut.unref()
  req.once('end', () => clearTimeout(cut))
  req.once('close', () => clearTimeout(cut))
  req.resume()
}
