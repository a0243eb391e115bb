import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, HttpRequestError, TimeoutError } from 'viem'
import { mainnet } from 'viem/chains'
import { specConstants } from '../../fixtures/spec/constants'
import { transportFor } from './transports'

/** A node that takes every request and never answers (a hanging node). */
async function startHangingNode() {
  const held: ServerResponse<IncomingMessage>[] = []
  let requests = 0
  const server = createServer((_request, response) => {
    requests++
    held.push(response)
  })
  const received = once(server, 'request')
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => requests,
    /** Settles once the first request has arrived. */
    received,
    close: () => {
      for (const response of held) response.destroy()
      server.close()
    },
  }
}

describe('CFG-7: node requests give up', () => {
  test('CFG-7: the transport gives up after the spec timeout by default', () => {
    const transport = transportFor('http://127.0.0.1:1')({ chain: mainnet })
    expect(transport.config.timeout).toBe(specConstants.rpcTimeoutMs)
  })

  test('CFG-7: a hanging node fails the request with a TimeoutError once, at the limit, without retrying past it', async () => {
    const node = await startHangingNode()
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
    const node = await startHangingNode()
    const { url } = node
    node.close()
    const client = createPublicClient({ chain: mainnet, transport: transportFor(url) })
    // Refused, not timed out: the request ends when the connection does, not at the limit.
    const error = await client.getBlockNumber().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).not.toBeInstanceOf(TimeoutError)
  })
})
