import { createPublicClient } from 'viem'
import { chains } from '../../config/chains'
import { parseRpcUrlMap, type RpcUrlMap, resolveRpcUrl, rpcUrlsFromEnv } from '../../config/rpcUrls'
import { transportFor } from '../../config/transports'
import type { AuthEnv } from './authEnvironment'
import type { SignatureVerifier } from './signatureCheck'

/**
 * The nodes the server asks about contract wallets: `PLAZA_SIWE_RPC_URL_<chainId>` at run time
 * (server-only: a private node's key never reaches the page), else the app's own addresses, as
 * src/config/wagmi.ts rpcUrlsFor resolves them (read here without wagmi.ts so API routes don't
 * bundle RainbowKit).
 */
export function serverRpcUrls(env: AuthEnv = process.env): Record<number, string> {
  const server = rpcUrlsFromEnv(env, 'PLAZA_SIWE_RPC_URL_')
  const app = parseRpcUrlMap(process.env.NEXT_PUBLIC_RPC_URLS, 'NEXT_PUBLIC_RPC_URL_<chainId>')
  const local = parseRpcUrlMap(process.env.NEXT_PUBLIC_LOCAL_RPC_URLS, 'the local chains manifest')
  return Object.fromEntries(
    chains.map((chain) => [
      chain.id,
      server[chain.id] ?? resolveRpcUrl(chain, { env: app, local }),
    ]),
  )
}

export function isConfiguredChain(chainId: number) {
  return chains.some((chain) => chain.id === chainId)
}

/** A node client per configured chain; any other chain gets none. */
export function createServerVerifiers(
  urls: RpcUrlMap,
): (chainId: number) => SignatureVerifier | undefined {
  const clients = new Map<number, SignatureVerifier>()
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
