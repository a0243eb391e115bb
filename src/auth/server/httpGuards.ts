import type { IncomingMessage, ServerResponse } from 'node:http'
import { isIPv6 } from 'node:net'
import { type AppOrigin, bodyDeadlineMs, discardWindowMs } from './settings'

/**
 * Whether a request comes from the app's own pages: a browser names the page's origin in
 * `Origin` (always on POST) and says `Sec-Fetch-Site: same-origin`. A cross-site form or fetch
 * names another, and is refused. POSTs without an Origin are refused too: every current browser
 * sends one, so only a non-browser client omits it, and it has no reason to.
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

/** 400: the upload failed; 408: it did not arrive in time; 413: it is too large. */
export type BodyResult = { ok: true; text: string } | { ok: false; status: 400 | 408 | 413 }

/**
 * The request body as text, kept only up to `limit` bytes and only if all of it arrives within
 * `deadlineMs`: a longer one (by its Content-Length, before any of it is read, or as it streams
 * in) is refused with 413, a slower one with 408. The rest is never stored (see `discardRest`).
 */
export function readBody(
  req: IncomingMessage,
  { limit, deadlineMs = bodyDeadlineMs }: { limit: number; deadlineMs?: number },
): Promise<BodyResult> {
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > limit) return Promise.resolve({ ok: false, status: 413 })
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    const finish = (result: BodyResult) => {
      clearTimeout(deadline)
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
    const deadline = setTimeout(() => finish({ ok: false, status: 408 }), deadlineMs)
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
  })
}

/**
 * After an answer, whatever part of the body has not arrived is read and dropped for at most
 * `discardWindowMs`, then the connection is cut: no client holds it by sending on. Closing at
 * once would make the kernel reset the connection over the unread bytes, and a client still
 * sending would see that reset instead of the answer.
 */
export function discardRest(req: IncomingMessage) {
  if (req.complete) return
  const cut = setTimeout(() => req.socket.destroy(), discardWindowMs)
  req.once('end', () => clearTimeout(cut))
  req.once('close', () => clearTimeout(cut))
  req.resume()
}

/**
 * The key a client's rate limits count under: the peer's IP address, or with
 * PLAZA_TRUSTED_PROXY_HOPS=n (n proxies in front that each append to X-Forwarded-For) the address
 * the outermost of them saw. Without it X-Forwarded-For is ignored: any client can write it.
 * IPv6 counts per /64, which one subscriber usually holds whole.
 */
export function clientAddress(req: IncomingMessage, trustedProxyHops: number): string {
  const seen = trustedProxyHops > 0 ? forwardedFor(req).at(-trustedProxyHops) : undefined
  return normalize(seen ?? req.socket.remoteAddress ?? 'unknown')
}

/** X-Forwarded-For's addresses, the client's first and the nearest proxy's last. */
function forwardedFor(req: IncomingMessage): string[] {
  const header = req.headers['x-forwarded-for']
  return (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
}

function normalize(address: string) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1]) return mapped[1]
  if (!isIPv6(address)) return address
  const [head = '', tail = ''] = address.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left
  return `${groups.slice(0, 4).join(':')}::/64`
}

const bodyRefusals = { 400: 'bad-request', 408: 'timeout', 413: 'too-large' } as const

export function refuseBody(res: ServerResponse, status: keyof typeof bodyRefusals) {
  sendJson(res, status, { error: bodyRefusals[status] })
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Cache-Control', 'no-store')
  res.end(JSON.stringify(body))
}
