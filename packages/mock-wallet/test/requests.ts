import type { MockWallet } from '../src/core/createMockWallet.ts'
import type { MockWalletEventMap } from '../src/core/rpcSchema.ts'

/** Sends whatever a page might send, well-formed or not: past the types, as a page's script can. */
export function sendAnything(wallet: MockWallet, args: unknown): Promise<unknown> {
  const request = wallet.provider.request as unknown as (args: unknown) => Promise<unknown>
  return request(args)
}

export const sendRaw = (wallet: MockWallet, method: string, params?: unknown) =>
  sendAnything(wallet, { method, params })

/** Every value an event delivers from now on. */
export function eventsOf<event extends keyof MockWalletEventMap>(
  wallet: MockWallet,
  event: event,
): Parameters<MockWalletEventMap[event]>[0][] {
  const seen: Parameters<MockWalletEventMap[event]>[0][] = []
  const listener = ((value: Parameters<MockWalletEventMap[event]>[0]) => {
    seen.push(value)
  }) as MockWalletEventMap[event]
  wallet.provider.on(event, listener)
  return seen
}
