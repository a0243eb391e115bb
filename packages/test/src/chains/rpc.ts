import { LocalRpcError } from '../errors'

type RpcResponse = { id: number; result?: unknown; error?: { message: string } }

let nextId = 1

/** One JSON-RPC call to a local node; the dev-chains scripts need no client beyond this. */
export async function rpc<result = unknown>(
  url: string,
  method: string,
  params: readonly unknown[] = [],
): Promise<result> {
  const [result] = await rpcBatch<[result]>(url, [[method, params]])
  return result
}

/** Several JSON-RPC calls in one HTTP request, answered in order. */
export async function rpcBatch<results extends unknown[]>(
  url: string,
  calls: readonly (readonly [method: string, params: readonly unknown[]])[],
): Promise<results> {
  const requests = calls.map(([method, params]) => ({
    jsonrpc: '2.0',
    id: nextId++,
    method,
    params,
  }))
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(requests),
  })
  const method = calls.map(([name]) => name).join(', ')
  if (!response.ok) throw new LocalRpcError({ url, method, message: `HTTP ${response.status}` })
  const replies = (await response.json()) as RpcResponse[]
  const byId = new Map(replies.map((reply) => [reply.id, reply]))
  return requests.map((request) => {
    const reply = byId.get(request.id)
    if (!reply || reply.error)
      throw new LocalRpcError({
        url,
        method: request.method,
        message: reply?.error?.message ?? 'no reply',
      })
    return reply.result
  }) as results
}
