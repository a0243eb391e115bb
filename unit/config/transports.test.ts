import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getBlockNumber, getTransactionCount } from '@wagmi/core'
import { specConstants } from '../../fixtures/spec/constants'
import { createAppConfig } from '../../src/config/wagmi'

type Seen = { method: string | undefined; body: unknown }

/** A fake node that answers every JSON-RPC call with 0x10 and records what it was sent. */
async function startFakeNode() {
  const seen: Seen[] = []
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    let raw = ''
    for await (const chunk of request) raw += chunk
    const body = JSON.parse(raw) as { id: number } | { id: number }[]
    seen.push({ method: request.method, body })
    const answer = (call: { id: number }) => ({ jsonrpc: '2.0', id: call.id, result: '0x10' })
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)))
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, seen, close: () => server.close() }
}

describe('CFG-7: node transport', () => {
  test('CFG-7: HTTP transports time out after 10000 ms and batch JSON-RPC; polling 4000 ms; multicall batch 1024', () => {
    const config = createAppConfig({ projectId: 'test-project' })
    for (const chain of config.chains) {
      const client = config.getClient({ chainId: chain.id })
      expect(client.transport.type).toBe('http')
      expect(client.transport.timeout).toBe(specConstants.rpcTimeoutMs)
      expect(client.transport.fetchOptions).toBeUndefined()
      expect(client.pollingInterval).toBe(specConstants.pollingIntervalMs)
      expect(client.batch?.multicall).toEqual({ batchSize: specConstants.multicallBatchSize })
      expect(client.chain.fees?.baseFeeMultiplier).toBe(specConstants.baseFeeMultiplier)
    }
  })

  test('CFG-7: a wss:// address gives a WebSocket transport with the same timeout', () => {
    const config = createAppConfig({
      projectId: 'test-project',
      envRpcUrls: { 10: 'wss://127.0.0.1:1/never-opened' },
    })
    const transport = config.getClient({ chainId: 10 }).transport
    expect(transport.type).toBe('webSocket')
    expect(transport.timeout).toBe(specConstants.rpcTimeoutMs)
  })

  test('CFG-7, CALL-2: transaction and block lookups are JSON-RPC POSTs to the configured node, batched', async () => {
    const node = await startFakeNode()
    try {
      const config = createAppConfig({ projectId: 'test-project', envRpcUrls: { 8453: node.url } })
      const [nonce, block] = await Promise.all([
        getTransactionCount(config, {
          chainId: 8453,
          address: '0x0000000000000000000000000000000000000001',
        }),
        getBlockNumber(config, { chainId: 8453, cacheTime: 0 }),
      ])
      expect(nonce).toBe(16)
      expect(block).toBe(16n)
      expect(node.seen.every((request) => request.method === 'POST')).toBe(true)
      const batched = node.seen.find((request) => Array.isArray(request.body))
      expect(batched?.body).toEqual([
        expect.objectContaining({ method: 'eth_getTransactionCount' }),
        expect.objectContaining({ method: 'eth_blockNumber' }),
      ])
    } finally {
      node.close()
    }
  })
})
