import type { Page } from '@playwright/test'

/**
 * A stand-in for the WalletConnect relay (offline here): it acknowledges every request, so
 * WalletConnect-based wallets get their pairing URI and RainbowKit shows their QR step.
 * No wallet ever answers on it.
 */
export async function standInRelay(page: Page) {
  await page.routeWebSocket(/\.walletconnect\.(org|com)\//, (relay) => {
    relay.onMessage((message) => {
      const request = JSON.parse(String(message)) as {
        id: number | string
        method?: string
        params?: { topics?: unknown[] }
      }
      if (!request.method) return
      const subscriptionId = 'ab'.repeat(32)
      const result = /batchSubscribe$/.test(request.method)
        ? (request.params?.topics ?? []).map(() => subscriptionId)
        : /subscribe$/i.test(request.method) && !/unsubscribe$/i.test(request.method)
          ? subscriptionId
          : true
      relay.send(JSON.stringify({ id: request.id, jsonrpc: '2.0', result }))
    })
  })
}
