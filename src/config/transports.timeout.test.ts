import { once } from 'node:events'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getBlockNumber, getTransactionCount } from '@wagmi/core'
import { createPublicClient, HttpRequestError, TimeoutError } from 'viem'
import { mainnet } from 'viem/chains'
import { specConstants } from '../../fixtures/spec/constants'
import { transportFor } from './transports'
import { createAppConfig } from './wagmi'

/**
 * A node that records what it was sent and answers every JSON-RPC call with 0x10; a hanging
 * node takes every request and never answers.
 */
async function startNode({ hanging = false } = {}) {
  const seen: { method: string | undefined; body: unknown }[] = []
  const held: ServerResponse[] = []
  let requests = 0
  const server = createServer(async (request, response) => {
    requests++
    if (hanging) return held.push(response)
    let raw = ''
    for await (const chunk of request) raw += chunk
    const body = JSON.parse(raw) as { id: number } | { id: number }[]
    seen.push({ method: request.method, body })
    const answer = (call: { id: number }) => ({ jsonrpc: '2.0', id: call.id, result: '0x10' })
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)))
  })
  const received = once(server, 'request')
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    requests: () => requests,
    /** Settles once the first request has arrived. */
    received,
    close: () => {
      for (const response of held) response.destroy()
      server.close()
    },
  }
}

describe('CFG-7: node transport, and node requests that give up', () => {
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
    const node = await startNode()
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

  test('CFG-7: a hanging node fails the request with a TimeoutError once, at the limit, without retrying past it', async () => {
    const node = await startNode({ hanging: true })
    // The transport's timers run on a clock the test moves; the sockets stay real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const client = createPublicClient({
        chain: mainnet,
        transport: transportFor(node.url, { timeoutMs: 300 }),
      })
      let outcome: unknown
      client.getBlockNumber().then(
        () => {
          outcome = 'answered'
        },
        (error: unknown) => {
          outcome = error
        },
      )
      // The batch goes out on a zero-delay timer; then the node holds the request.
      await vi.advanceTimersByTimeAsync(0)
      await node.received
      // At its own limit, not before it nor at the default one.
      await vi.advanceTimersByTimeAsync(299)
      expect(outcome).toBeUndefined()
      await vi.advanceTimersByTimeAsync(1)
      expect(outcome).toBeInstanceOf(TimeoutError)
      expect(node.requests()).toBe(1)
    } finally {
      vi.useRealTimers()
      node.close()
    }
  })

  test('CFG-7: a node that is down fails the request quickly, within the limit', async () => {
    const node = await startNode({ hanging: true })
    const { url } = node
    node.close()
    const client = createPublicClient({ chain: mainnet, transport: transportFor(url) })
    // Refused, not timed out: the request ends when the connection does, not at the limit.
    const error = await client.getBlockNumber().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).not.toBeInstanceOf(TimeoutError)
  })
})
