import { type IncomingHttpHeaders, request } from 'node:http'
import { connect } from 'node:net'
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
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            setCookies: response.headers['set-cookie'] ?? [],
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

export type Trickle = {
  /** What the server sent back before it closed the connection (its status line first). */
  answer: string
  /** Body bytes sent before the server closed the connection. */
  sent: number
  /** From the headers' end until the server's answer began (undefined: it never answered). */
  answeredMs?: number
  /** How the last write failed, if the server closed while bytes were still going. */
  writeError?: Error
}

type TrickleOptions = { headers: Record<string, string>; length: number; everyMs: number }

/**
 * A slow-body attack: the request line and headers at once, declaring `length` bytes of body,
 * then one byte every `everyMs`, until the server closes the connection (or all was sent).
 */
export async function trickleRequest(url: string, options: TrickleOptions): Promise<Trickle> {
  const { headers, length, everyMs } = options
  const target = new URL(url)
  const socket = connect(Number(target.port), target.hostname)
  const head = Object.entries({ host: target.host, ...headers, 'content-length': String(length) })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')
  let answer = ''
  let sent = 0
  let writeError: Error | undefined
  let answeredMs: number | undefined
  let started = Date.now()
  socket.setEncoding('utf8')
  socket.on('data', (text: string) => {
    answeredMs ??= Date.now() - started
    answer += text
  })
  // Writes after the server closed fail (EPIPE, ECONNRESET): the close is what is measured.
  socket.on('error', (error) => {
    writeError = error
  })
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  socket.write(`POST ${target.pathname} HTTP/1.1\r\n${head}\r\n`)
  started = Date.now()
  const pace = setInterval(() => {
    if (sent < length && socket.writable) {
      socket.write('x')
      sent++
    }
  }, everyMs)
  await closed
  clearInterval(pace)
  return { answer, sent, answeredMs, writeError }
}
