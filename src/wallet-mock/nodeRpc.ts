import { InternalRpcError } from 'viem'
import { nodeError } from './errors'

let nextId = 1

/** One JSON-RPC call to a node over HTTP POST; the node's own error is passed through. */
export async function nodeRpc(
  url: string,
  method: string,
  params: unknown,
  fetchFn: typeof fetch = globalThis.fetch,
): Promise<unknown> {
  let response: Response
  try {
    response = await fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
    })
  } catch (cause) {
    throw new InternalRpcError(
      new Error(`The node at ${url} did not answer ${method}: ${(cause as Error).message}`),
    )
  }
  const body = (await response.json().catch(() => undefined)) as
    | { result?: unknown; error?: { code: number; message: string; data?: unknown } }
    | undefined
  if (body?.error) throw nodeError(body.error)
  if (!body || !('result' in body))
    throw new InternalRpcError(
      new Error(
        `The node at ${url} answered ${method} with HTTP ${response.status} and no result.`,
      ),
    )
  return body.result
}
