import { contentSecurityPolicy, nodeOrigins, securityHeaders } from './securityHeaders'

describe('security headers', () => {
  test('every node address is allowed over HTTP and WebSocket, and nothing else of its host', () => {
    expect(nodeOrigins(['http://127.0.0.1:8545', 'wss://node.example/ws?key=1'])).toEqual([
      'http://127.0.0.1:8545',
      'ws://127.0.0.1:8545',
      'https://node.example',
      'wss://node.example',
    ])
  })

  test('production allows scripts from the app only; next dev may evaluate', () => {
    const production = contentSecurityPolicy({ nodeUrls: ['https://node.example'] })
    expect(production).toContain("script-src 'self';")
    expect(production).toContain("frame-ancestors 'self' https://app.safe.global;")
    expect(production).toContain('https://node.example')
    expect(contentSecurityPolicy({ nodeUrls: [], development: true })).toContain(
      "script-src 'self' 'unsafe-eval' 'unsafe-inline';",
    )
  })

  test('HSTS in production builds (browsers honour it over https only), never from next dev', () => {
    const production = securityHeaders({ nodeUrls: [] })
    expect(production).toContainEqual({
      key: 'Strict-Transport-Security',
      value: 'max-age=63072000',
    })
    const development = securityHeaders({ nodeUrls: [], development: true })
    expect(development.map((header) => header.key)).not.toContain('Strict-Transport-Security')
  })
})
