/**
 * The response headers of every page: a Content-Security-Policy that allows only the app, its
 * nodes and the wallet servers the wallets need once picked, plus frame and referrer rules.
 */

/** Servers the wallet SDKs talk to once the visitor picks them (WalletConnect, Coinbase, MetaMask). */
const walletServers = {
  connect: [
    'https://*.walletconnect.org',
    'https://*.walletconnect.com',
    'wss://*.walletconnect.org',
    'wss://*.walletconnect.com',
    'https://api.web3modal.org',
    'https://*.coinbase.com',
    'wss://*.coinbase.com',
    'https://*.cx.metamask.io',
    'wss://*.cx.metamask.io',
  ],
  frame: ['https://verify.walletconnect.org', 'https://verify.walletconnect.com'],
} as const

/** Hosts allowed to frame the app: itself and the Safe app (the Safe wallet runs it in an iframe). */
const frameAncestors = ["'self'", 'https://app.safe.global'] as const

/**
 * `http://host:port` and its WebSocket twin for every node address (a node may be either).
 * @internal Exported for its unit test.
 */
export function nodeOrigins(urls: Iterable<string>) {
  const origins = new Set<string>()
  for (const url of urls) {
    const { protocol, host } = new URL(url)
    const secure = protocol === 'https:' || protocol === 'wss:'
    origins.add(`${secure ? 'https' : 'http'}://${host}`)
    origins.add(`${secure ? 'wss' : 'ws'}://${host}`)
  }
  return [...origins]
}

export function contentSecurityPolicy({
  nodeUrls,
  development = false,
}: {
  nodeUrls: Iterable<string>
  development?: boolean
}) {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    // next dev evaluates modules and injects its refresh runtime inline.
    'script-src': development ? ["'self'", "'unsafe-eval'", "'unsafe-inline'"] : ["'self'"],
    // React and RainbowKit set inline style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Name-service avatars may live on any https host; wallet icons are data URIs.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(development ? ['http:'] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...nodeOrigins(nodeUrls),
      ...walletServers.connect,
      ...(development ? ['ws:'] : []),
    ],
    'frame-src': ["'self'", ...walletServers.frame],
    'frame-ancestors': frameAncestors,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/**
 * HSTS: two years, this host only (a deployer's other subdomains may not serve https). Browsers
 * honour it only when it arrives over https and ignore it over http (RFC 6797 §8.1), so a
 * production build always sends it; `next dev` never does, as it would pin localhost to https.
 */
const strictTransportSecurity = 'max-age=63072000'

export function securityHeaders(parameters: Parameters<typeof contentSecurityPolicy>[0]) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(parameters) },
    ...(parameters.development
      ? []
      : [{ key: 'Strict-Transport-Security', value: strictTransportSecurity }]),
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  ]
}
