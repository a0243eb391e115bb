import type { IncomingMessage } from 'node:http'
import { isIPv6 } from 'node:net'

/**
 * The key a client's rate limits count under: the peer's IP address, or with
 * PLAZA_TRUSTED_PROXY_HOPS=n (n proxies in front that each append to X-Forwarded-For) the address
 * the outermost of them saw. Without it X-Forwarded-For is ignored: any client can write it.
 * IPv6 counts per /64, which one subscriber usually holds whole.
 */
export function clientAddress(req: IncomingMessage, trustedProxyHops: number): string {
  let address = req.socket.remoteAddress ?? 'unknown'
  if (trustedProxyHops > 0) {
    const header = req.headers['x-forwarded-for']
    const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean)
    const seen = hops[hops.length - trustedProxyHops]
    if (seen) address = seen
  }
  return normalize(address)
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

/** PLAZA_TRUSTED_PROXY_HOPS as a count (0 when unset or not a small whole number). */
export function trustedProxyHops(value: string | undefined): number {
  const hops = Number(value ?? 0)
  return Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : 0
}
