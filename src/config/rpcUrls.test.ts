import { mainnet, zora } from 'viem/chains'
import { InvalidRpcUrlError, InvalidRpcUrlMapError } from '../errors/config'
import { rpcUrlsFromManifest } from './localChainsManifest'
import {
  isWebSocketUrl,
  parseRpcUrlMap,
  resolveRpcUrl,
  resolveRpcUrls,
  rpcUrlsFromEnv,
  toRpcUrlMap,
} from './rpcUrls'

describe('CALL-2: node addresses', () => {
  test('CALL-2: environment variable first, then the local manifest, then the public default', () => {
    const env = { 1: 'https://node.example/1' }
    const local = { 1: 'http://127.0.0.1:8545', 7777777: 'http://127.0.0.1:8550' }
    expect(resolveRpcUrl(mainnet, { env, local })).toBe('https://node.example/1')
    expect(resolveRpcUrl(zora, { env, local })).toBe('http://127.0.0.1:8550')
    expect(resolveRpcUrl(zora, {})).toBe(zora.rpcUrls.default.http[0])
  })

  test('CALL-2: NEXT_PUBLIC_RPC_URL_<chainId> variables are collected; only a whole chain id after the prefix names a node', () => {
    expect(
      rpcUrlsFromEnv({
        NEXT_PUBLIC_RPC_URL_1: 'wss://node.example/ws',
        NEXT_PUBLIC_RPC_URL_137: 'https://polygon.example',
        NEXT_PUBLIC_PRODUCT_NAME: 'Plaza',
        NEXT_PUBLIC_RPC_URL_10: '',
        NEXT_PUBLIC_RPC_URL_1X: 'http://a',
        NEXT_PUBLIC_RPC_URL_X1: 'http://b',
        NEXT_PUBLIC_RPC_URL_: 'http://c',
      }),
    ).toEqual({ 1: 'wss://node.example/ws', 137: 'https://polygon.example' })
  })

  test('CALL-2: the local manifest gives every chain its local node', () => {
    const manifest = {
      chains: [
        { id: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:8545', port: 8545 },
        { id: 137, name: 'Polygon', rpcUrl: 'http://127.0.0.1:8546', port: 8546 },
      ],
    }
    const urls = resolveRpcUrls({ localRpcUrls: rpcUrlsFromManifest(manifest) })
    expect(urls[1]).toBe('http://127.0.0.1:8545')
    expect(urls[137]).toBe('http://127.0.0.1:8546')
    expect(urls[10]).toBe('https://mainnet.optimism.io')
  })

  test('invalid config gets a clear error naming its source and chain', () => {
    expect(() => rpcUrlsFromEnv({ NEXT_PUBLIC_RPC_URL_1: 'localhost:8545' })).toThrow(
      'Invalid node address for chain 1 in NEXT_PUBLIC_RPC_URL_<chainId>: localhost:… is not an http(s):// or ws(s):// URL.',
    )
    expect(() => parseRpcUrlMap('[1]', 'the manifest')).toThrow(InvalidRpcUrlMapError)
    expect(() => rpcUrlsFromManifest({ chains: [{ id: 'x', rpcUrl: 'http://a' }] })).toThrow(
      'Invalid node address for chain x in .dev-chains/manifest.json: http://a belongs to no chain id.',
    )
    expect(parseRpcUrlMap(undefined, 'unset')).toEqual({})
  })

  test('an address with credentials, a space, a semicolon or a quote is refused', () => {
    const refused = {
      'https://user:pass@node.example/v2/key': 'carries credentials',
      'https://node.example/v2/key with space': 'would break the Content-Security-Policy',
      'https://node.example;script-src *': 'would break the Content-Security-Policy',
      "https://node.example'unsafe-inline'": 'would break the Content-Security-Policy',
      'https://node.example,evil.example': 'would break the Content-Security-Policy',
      'https://a.example\tb': 'would break the Content-Security-Policy',
      'ftp://node.example': 'is not an http(s):// or ws(s):// URL',
      'https://': 'is not a URL',
    }
    for (const [url, problem] of Object.entries(refused))
      expect(() => rpcUrlsFromEnv({ NEXT_PUBLIC_RPC_URL_1: url }), url).toThrow(problem)
    expect(rpcUrlsFromEnv({ NEXT_PUBLIC_RPC_URL_1: 'https://node.example/v2/key?x=1' })).toEqual({
      1: 'https://node.example/v2/key?x=1',
    })
  })

  test("an error never prints the address's path, query or credentials (where keys live)", () => {
    const secrets = ['s3cr3tpw', 'secret-key-123', 'apikey=456']
    for (const url of [
      'https://alice:s3cr3tpw@node.example/v2/secret-key-123',
      'https://node.example/v2/secret-key-123 ?apikey=456',
      'wss://node.example;/secret-key-123',
      'not a url secret-key-123',
    ]) {
      let message = ''
      try {
        rpcUrlsFromEnv({ NEXT_PUBLIC_RPC_URL_8453: url })
      } catch (error) {
        message = `${(error as Error).message} ${(error as InvalidRpcUrlError).details}`
      }
      expect(message).toContain('chain 8453')
      for (const secret of secrets) expect(message).not.toContain(secret)
    }
  })
})

describe('the exact refusal a deployer reads for a node address', () => {
  /** The message thrown for `url` as chain 1 of a source named `src`. */
  const refusal = (url: unknown) => {
    try {
      toRpcUrlMap({ 1: url }, 'src')
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidRpcUrlError)
      return (error as InvalidRpcUrlError).shortMessage
    }
    throw new Error(`${String(url)} was accepted`)
  }

  test('each refused address names its problem, with the path, query and credentials elided', () => {
    const refused = [
      42,
      'https://user@node.example',
      'https://:pw@node.example',
      'https://user:pw@node.example/v2/key',
      'https://*.example',
      'https://a;b.example',
      'https://node.example/a\u0001b',
      'https://node.example/a\u007fb',
      'ftp://node.example',
      'ftp://node.example/key',
      'ftp://node.example?key=1',
      'ftp://node.example#key',
      'mailto:someone',
      'not-a-url/secret',
    ]
    expect(refused.map(refusal)).toMatchInlineSnapshot(`
      [
        "Invalid node address for chain 1 in src: number is not a string.",
        "Invalid node address for chain 1 in src: https://node.example/… carries credentials (user:password@), which would ship in the page to every visitor.",
        "Invalid node address for chain 1 in src: https://node.example/… carries credentials (user:password@), which would ship in the page to every visitor.",
        "Invalid node address for chain 1 in src: https://node.example/… carries credentials (user:password@), which would ship in the page to every visitor.",
        "Invalid node address for chain 1 in src: https://*.example has a host the Content-Security-Policy cannot carry.",
        "Invalid node address for chain 1 in src: https://… contains a space, quote, comma, semicolon or control character, which would break the Content-Security-Policy.",
        "Invalid node address for chain 1 in src: https://node.example/… contains a space, quote, comma, semicolon or control character, which would break the Content-Security-Policy.",
        "Invalid node address for chain 1 in src: https://node.example/… contains a space, quote, comma, semicolon or control character, which would break the Content-Security-Policy.",
        "Invalid node address for chain 1 in src: ftp://node.example is not an http(s):// or ws(s):// URL.",
        "Invalid node address for chain 1 in src: ftp://node.example/… is not an http(s):// or ws(s):// URL.",
        "Invalid node address for chain 1 in src: ftp://node.example/… is not an http(s):// or ws(s):// URL.",
        "Invalid node address for chain 1 in src: ftp://node.example/… is not an http(s):// or ws(s):// URL.",
        "Invalid node address for chain 1 in src: mailto:… is not an http(s):// or ws(s):// URL.",
        "Invalid node address for chain 1 in src: (16 characters, not shown) is not a URL.",
      ]
    `)
  })

  test('CALL-2: a plain address of every allowed scheme, with a path and a query, is kept as it is', () => {
    const accepted = {
      1: 'http://127.0.0.1:8545',
      10: 'https://node.example/v2/key?x=1',
      137: 'ws://[::1]:8546',
      8453: 'wss://node.example/ws',
    }
    expect(toRpcUrlMap(accepted, 'src')).toEqual(accepted)
  })

  test('a key that is not a whole chain id is refused', () => {
    for (const key of ['1x', 'x1'])
      expect(() => toRpcUrlMap({ [key]: 'http://a' }, 'src')).toThrow(
        `Invalid node address for chain ${key} in src: http://a belongs to no chain id.`,
      )
  })

  test('a list that is not an object of chain ids is refused as a whole, naming its source', () => {
    const listError = 'Invalid node address list in src: expected a JSON object of chain id to URL.'
    for (const value of ['http://a', null, [], 1]) {
      expect(() => toRpcUrlMap(value, 'src'), JSON.stringify(value)).toThrow(InvalidRpcUrlMapError)
      expect(() => toRpcUrlMap(value, 'src'), JSON.stringify(value)).toThrow(listError)
    }
    let thrown: unknown
    try {
      parseRpcUrlMap('{not json', 'src')
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(InvalidRpcUrlMapError)
    expect((thrown as InvalidRpcUrlMapError).shortMessage).toBe(listError)
    expect((thrown as Error).cause).toBeInstanceOf(SyntaxError)
  })

  test('a chain with neither a configured nor a public node is an error, not undefined', () => {
    const bare = { id: 5, rpcUrls: { default: { http: [] } } }
    expect(() => resolveRpcUrl(bare)).toThrow(
      'Invalid node address for chain 5 in viem/chains: none is missing.',
    )
  })

  test('CFG-7: ws:// and wss:// addresses, whatever their case, are WebSocket nodes; others are HTTP', () => {
    expect(isWebSocketUrl('ws://127.0.0.1:8545')).toBe(true)
    expect(isWebSocketUrl('WSS://node.example')).toBe(true)
    expect(isWebSocketUrl('https://node.example')).toBe(false)
    expect(isWebSocketUrl('https://node.example/?next=wss://other.example')).toBe(false)
  })
})
