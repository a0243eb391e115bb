import { createPublicClient } from 'viem'
import { chains } from '../../config/chains'
import { parseRpcUrlMap, type RpcUrlMap, resolveRpcUrl } from '../../config/rpcUrls'
import { transportFor } from '../../config/transports'
import type { SiweVerifier } from './verifySignIn'

/**
 * Node addresses the same way the app resolves them (src/config/wagmi.ts
 * rpcUrlsFor): env first, then the local chains' manifest, then the public
 * default. Read here without wagmi.ts so API routes don't bundle RainbowKit.
 */
export function serverRpcUrls(): Record<number, string> {
  const env = parseRpcUrlMap(process.env.NEXT_PUBLIC_RPC_URLS, 'NEXT_PUBLIC_RPC_URL_<chainId>')
  const local = parseRpcUrlMap(process.env.NEXT_PUBLIC_LOCAL_RPC_URLS, 'the local chains manifest')
  return Object.fromEntries(chains.map((chain) => [chain.id, resolveRpcUrl(chain, { env, local })]))
}

/** A node client per configured chain; any other chain gets none. */
export function createServerVerifiers(
  urls: RpcUrlMap = serverRpcUrls(),
): (chainId: number) => SiweVerifier | undefined {
  const clients = new Map<number, SiweVerifier>()
  return (chainId) => {
    const chain = chains.find((candidate) => candidate.id === chainId)
    const url = urls[chainId]
    if (!chain || !url) return undefined
    let client = clients.get(chainId)
    if (!client) {
      client = createPublicClient({ chain, transport: transportFor(url) })
      clients.set(chainId, client)
    }
    return client
  }
}
