import { mainnet, zora } from 'viem/chains'
import { rpcUrlsFromManifest } from '../../src/config/localChainsManifest'
import { parseRpcUrlMap, resolveRpcUrl, rpcUrlsFromEnv } from '../../src/config/rpcUrls'
import { rpcUrlsFor } from '../../src/config/wagmi'
import { InvalidRpcUrlError, InvalidRpcUrlMapError } from '../../src/errors/config'

describe('CALL-2: node addresses', () => {
  test('CALL-2: environment variable first, then the local manifest, then the public default', () => {
    const env = { 1: 'https://node.example/1' }
    const local = { 1: 'http://127.0.0.1:8545', 7777777: 'http://127.0.0.1:8550' }
    expect(resolveRpcUrl(mainnet, { env, local })).toBe('https://node.example/1')
    expect(resolveRpcUrl(zora, { env, local })).toBe('http://127.0.0.1:8550')
    expect(resolveRpcUrl(zora, {})).toBe(zora.rpcUrls.default.http[0])
  })

  test('CALL-2: NEXT_PUBLIC_RPC_URL_<chainId> variables are collected', () => {
    expect(
      rpcUrlsFromEnv({
        NEXT_PUBLIC_RPC_URL_1: 'wss://node.example/ws',
        NEXT_PUBLIC_RPC_URL_137: 'https://polygon.example',
        NEXT_PUBLIC_PRODUCT_NAME: 'Plaza',
        NEXT_PUBLIC_RPC_URL_10: '',
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
    const urls = rpcUrlsFor({ localRpcUrls: rpcUrlsFromManifest(manifest) })
    expect(urls[1]).toBe('http://127.0.0.1:8545')
    expect(urls[137]).toBe('http://127.0.0.1:8546')
    expect(urls[10]).toBe('https://mainnet.optimism.io')
  })

  test('invalid config gets a clear error naming its source and chain', () => {
    expect(() => rpcUrlsFromEnv({ NEXT_PUBLIC_RPC_URL_1: 'localhost:8545' })).toThrow(
      InvalidRpcUrlError,
    )
    expect(() => rpcUrlsFromEnv({ NEXT_PUBLIC_RPC_URL_1: 'localhost:8545' })).toThrow(
      'Invalid node address for chain 1 in NEXT_PUBLIC_RPC_URL_<chainId>: localhost:… is not an http(s):// or ws(s):// URL.',
    )
    expect(() => parseRpcUrlMap('{not json', 'the manifest')).toThrow(InvalidRpcUrlMapError)
    expect(() => parseRpcUrlMap('[1]', 'the manifest')).toThrow(InvalidRpcUrlMapError)
    expect(() => rpcUrlsFromManifest({ chains: [{ id: 'x', rpcUrl: 'http://a' }] })).toThrow(
      'Invalid node address for chain x in .dev-chains/manifest.json: http://a belongs to no chain id.',
    )
    expect(parseRpcUrlMap(undefined, 'unset')).toEqual({})
  })

  test('CALL-2: an address with credentials, a space, a semicolon or a quote is refused (issue 16 item 13)', () => {
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

  test("CALL-2: an error never prints the address's path, query or credentials (where keys live)", () => {
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
