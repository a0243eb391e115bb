import { http, type Transport, webSocket } from 'viem'
import { rpcTimeoutMs } from './constants'
import { isWebSocketUrl } from './rpcUrls'

/** JSON-RPC over HTTP POST (batched, 10 s timeout), or WebSocket for ws(s):// addresses. */
export function transportFor(url: string): Transport {
  if (isWebSocketUrl(url)) return webSocket(url, { timeout: rpcTimeoutMs })
  return http(url, { timeout: rpcTimeoutMs, batch: true })
}
