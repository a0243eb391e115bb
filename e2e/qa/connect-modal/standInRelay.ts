import { createDecipheriv } from 'node:crypto'
import type { Page } from '@playwright/test'

type RelayRequest = { id: number | string; method?: string; params?: Record<string, unknown> }

/**
 * A stand-in for the WalletConnect relay (offline here): it acknowledges every request, so
 * WalletConnect-based wallets get their pairing URI and RainbowKit shows their QR step. No wallet
 * ever answers on it. The handle reads what the app asked of it: the topics it subscribed to and
 * what it published there, opened as the wallet that scanned the pairing would open it.
 */
export async function standInRelay(page: Page) {
  const requests: RelayRequest[] = []
  await page.routeWebSocket(/\.walletconnect\.(org|com)\//, (relay) => {
    relay.onMessage((message) => {
      const request = JSON.parse(String(message)) as RelayRequest
      if (!request.method) return
      requests.push(request)
      const subscriptionId = 'ab'.repeat(32)
      const topics = request.params?.topics
      const result = /batchSubscribe$/.test(request.method)
        ? (Array.isArray(topics) ? topics : []).map(() => subscriptionId)
        : /subscribe$/i.test(request.method) && !/unsubscribe$/i.test(request.method)
          ? subscriptionId
          : true
      relay.send(JSON.stringify({ id: request.id, jsonrpc: '2.0', result }))
    })
  })
  return {
    /** The topics the app subscribed to. */
    subscribedTopics: () =>
      requests.flatMap((request) =>
        request.method === 'irn_subscribe'
          ? [request.params?.topic]
          : request.method === 'irn_batchSubscribe' && Array.isArray(request.params?.topics)
            ? request.params.topics
            : [],
      ),
    /** The JSON-RPC payloads published on `topic`, decrypted with the pairing's key. */
    publishedOn: (topic: string, symKey: string) =>
      requests
        .filter((request) => request.method === 'irn_publish' && request.params?.topic === topic)
        .map((request) => openEnvelope(String(request.params?.message), symKey)),
  }
}

/**
 * A WalletConnect envelope of type 0 (base64: type byte, 12-byte nonce, ChaCha20-Poly1305
 * ciphertext and tag), sealed with the pairing's symmetric key from the URI.
 */
function openEnvelope(message: string, symKey: string): { method?: string; params?: unknown } {
  const envelope = Buffer.from(message, 'base64')
  if (envelope[0] !== 0) throw new Error(`unexpected envelope type ${envelope[0]}`)
  const nonce = envelope.subarray(1, 13)
  const sealed = envelope.subarray(13)
  const decipher = createDecipheriv('chacha20-poly1305', Buffer.from(symKey, 'hex'), nonce, {
    authTagLength: 16,
  })
  decipher.setAuthTag(sealed.subarray(-16))
  const plain = Buffer.concat([decipher.update(sealed.subarray(0, -16)), decipher.final()])
  return JSON.parse(plain.toString('utf8'))
}
