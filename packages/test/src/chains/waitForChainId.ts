import { rpc } from './rpc'

/**
 * Resolves once the node at `url` answers eth_chainId with `chainId`; polls
 * because anvil has no readiness signal besides its log line.
 */
export async function waitForChainId(
  url: string,
  chainId: number,
  { signal, intervalMs = 5 }: { signal: AbortSignal; intervalMs?: number },
): Promise<void> {
  while (!signal.aborted) {
    try {
      const answer = await rpc<string>(url, 'eth_chainId')
      if (Number(answer) === chainId) return
    } catch {
      // Not listening yet: connection refused until anvil binds its port.
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
  throw signal.reason
}
