import { nodeOrigins, securityHeaders } from './securityHeaders'

describe('the whole header set a browser receives', () => {
  const nodeUrls = ['https://node.example/v2/key', 'http://127.0.0.1:8545']

  test('every node address is allowed over HTTP and WebSocket, and nothing else of its host', () => {
    expect(nodeOrigins(['http://127.0.0.1:8545', 'wss://node.example/ws?key=1'])).toEqual([
      'http://127.0.0.1:8545',
      'ws://127.0.0.1:8545',
      'https://node.example',
      'wss://node.example',
    ])
  })

  test('a production build: every directive, HSTS, referrer, sniffing and permissions rules', () => {
    expect(securityHeaders({ nodeUrls })).toMatchInlineSnapshot(`
      [
        {
          "key": "Content-Security-Policy",
          "value": "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; font-src 'self' data:; connect-src 'self' https://node.example wss://node.example http://127.0.0.1:8545 ws://127.0.0.1:8545 https://*.walletconnect.org https://*.walletconnect.com wss://*.walletconnect.org wss://*.walletconnect.com https://api.web3modal.org https://*.coinbase.com wss://*.coinbase.com https://*.cx.metamask.io wss://*.cx.metamask.io; frame-src 'self' https://verify.walletconnect.org https://verify.walletconnect.com; frame-ancestors 'self' https://app.safe.global; object-src 'none'; base-uri 'self'; form-action 'self'",
        },
        {
          "key": "Strict-Transport-Security",
          "value": "max-age=63072000",
        },
        {
          "key": "Referrer-Policy",
          "value": "strict-origin-when-cross-origin",
        },
        {
          "key": "X-Content-Type-Options",
          "value": "nosniff",
        },
        {
          "key": "Permissions-Policy",
          "value": "camera=(), microphone=(), geolocation=()",
        },
      ]
    `)
  })

  test('next dev: scripts may evaluate, http images and any ws: socket (its refresh), no HSTS', () => {
    const development = securityHeaders({ nodeUrls, development: true })
    // The production set without HSTS, in the same order; the policy alone differs.
    const production = securityHeaders({ nodeUrls }).filter(
      (header) => header.key !== 'Strict-Transport-Security',
    )
    expect(development.map((header) => header.key)).toEqual(production.map((header) => header.key))
    expect(development.slice(1)).toEqual(production.slice(1))
    expect(development[0]?.value).toMatchInlineSnapshot(
      `"default-src 'self'; script-src 'self' 'unsafe-eval' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https: http:; font-src 'self' data:; connect-src 'self' https://node.example wss://node.example http://127.0.0.1:8545 ws://127.0.0.1:8545 https://*.walletconnect.org https://*.walletconnect.com wss://*.walletconnect.org wss://*.walletconnect.com https://api.web3modal.org https://*.coinbase.com wss://*.coinbase.com https://*.cx.metamask.io wss://*.cx.metamask.io ws:; frame-src 'self' https://verify.walletconnect.org https://verify.walletconnect.com; frame-ancestors 'self' https://app.safe.global; object-src 'none'; base-uri 'self'; form-action 'self'"`,
    )
  })
})
