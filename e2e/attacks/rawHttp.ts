import { type IncomingHttpHeaders, request } from 'node:http'
import type { Readable } from 'node:stream'

export type RawResponse = {
  status: number
  headers: IncomingHttpHeaders
  setCookies: string[]
  text: string
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whatever JSON the server sent
  json: any
}

export type RawRequest = {
  method?: string
  /** Sent exactly as given, Host included (Node adds none of its own). */
  headers?: Record<string, string>
  /** A string, or a stream sent chunked (no Content-Length), as an attacker may. */
  body?: string | Readable
}

/**
 * One HTTP request as any client can write it: every header, Host and Origin included, is the
 * caller's; no cookie jar, no CORS, no browser rules. What an attacker's script sends.
 */
export function rawRequest(url: string, { method = 'GET', headers = {}, body }: RawRequest = {}) {
  const target = new URL(url)
  return new Promise<RawResponse>((resolve, reject) => {
    let answered = false
    const outgoing = request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        headers: { host: target.host, ...headers },
        setHost: false,
      },
      (response) => {
        answered = true
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          let json: unknown
          try {
            json = JSON.parse(text)
          } catch {
            json = undefined
          }
          const cookies = response.headers['set-cookie'] ?? []
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            setCookies: cookies,
            text,
            json,
          })
        })
        response.on('error', reject)
      },
    )
    // A server may answer (413) and close before the whole body is sent: once its answer is
    // here, the failed rest of the upload (EPIPE, ECONNRESET) is what was asked for.
    outgoing.on('error', (error) => {
      if (!answered) reject(error)
    })
    if (typeof body === 'string') outgoing.end(body)
    else if (body) body.pipe(outgoing)
    else outgoing.end()
  })
}
