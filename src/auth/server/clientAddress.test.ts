import type { IncomingMessage } from 'node:http'
import { clientAddress, trustedProxyHops } from './clientAddress'

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage

describe('the client a rate limit counts (issue 16 item 5)', () => {
  test('ERR-SIWE: X-Forwarded-For is ignored unless proxies are trusted, and then read from the right', () => {
    expect(clientAddress(request('203.0.113.9', '198.51.100.1'), 0)).toBe('203.0.113.9')
    // One trusted proxy appended the address it saw; what the client wrote before is ignored.
    expect(clientAddress(request('10.0.0.2', '198.51.100.1, 203.0.113.7'), 1)).toBe('203.0.113.7')
    expect(clientAddress(request('10.0.0.2', '1.1.1.1, 203.0.113.7, 10.0.0.1'), 2)).toBe(
      '203.0.113.7',
    )
    expect(clientAddress(request('10.0.0.2'), 1)).toBe('10.0.0.2')
  })

  test('ERR-SIWE: IPv6 clients count per /64, IPv4-mapped addresses as IPv4', () => {
    expect(clientAddress(request('2001:db8:1:2:aaaa::1'), 0)).toBe('2001:db8:1:2::/64')
    expect(clientAddress(request('2001:db8:1:2:ffff:1:2:3'), 0)).toBe('2001:db8:1:2::/64')
    expect(clientAddress(request('::ffff:192.0.2.1'), 0)).toBe('192.0.2.1')
  })

  test('PLAZA_TRUSTED_PROXY_HOPS: a small whole number, else none', () => {
    expect(trustedProxyHops('1')).toBe(1)
    for (const value of [undefined, '', 'yes', '-1', '1.5', '99'])
      expect(trustedProxyHops(value)).toBe(0)
  })
})
