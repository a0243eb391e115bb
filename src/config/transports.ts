import { http, TimeoutError, type Transport, webSocket } from 'viem'
import { rpcTimeoutMs } from './constants'
import { isWebSocketUrl } from './rpcUrls'

/**
 * Every request gives up `timeoutMs` after it was made, retries included: viem's own timeout
 * counts per attempt, and it retries a timed-out attempt, so a hanging node would otherwise
 * hold a lookup for four timeouts.
 */
function withDeadline(transport: Transport, timeoutMs: number, url: string): Transport {
  return (parameters) => {
    const built = transport(parameters)
    const request = ((args, options) => {
      let timer: ReturnType<typeof setTimeout> | undefined
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new TimeoutError({ body: args, url })), timeoutMs)
      })
      return Promise.race([built.request(args, options), deadline]).finally(() =>
        clearTimeout(timer),
      )
    }) as typeof built.request
    return { ...built, request }
  }
}

/**
 * JSON-RPC over HTTP POST (batched), or WebSocket for ws(s):// addresses; every request gives
 * up after 10 s (`timeoutMs` lets tests use a shorter limit).
 */
export function transportFor(url: string, { timeoutMs = rpcTimeoutMs } = {}): Transport {
  const transport = isWebSocketUrl(url)
    ? webSocket(url, { timeout: timeoutMs })
    : http(url, { timeout: timeoutMs, batch: true })
  return withDeadline(transport, timeoutMs, url)
}
