import type { WalletContext } from './context.ts'
import type { RequestHandler } from './requests.ts'
import type { MockEip1193Provider, MockWalletEventMap, MockWalletRequestFn } from './rpcSchema.ts'

/** The wallet's EIP-1193 provider object: requests into the pipeline, the model's events out. */
export function createProvider(context: WalletContext, handle: RequestHandler) {
  const { events } = context
  // Callers are typed by the schema and the handlers' results by it too; the pipeline itself
  // takes whatever a page really sends. This is where the two meet.
  const request = ((args) => handle(args)) as MockWalletRequestFn

  /** A pairing URI shown before the listener subscribed is told at once (as WalletConnect does). */
  const replayDisplayUri = <event extends keyof MockWalletEventMap>(
    event: event,
    listener: MockWalletEventMap[event],
  ) => {
    if (event !== 'display_uri' || context.displayUri === undefined) return false
    ;(listener as MockWalletEventMap['display_uri'])(context.displayUri)
    return true
  }

  const provider: MockEip1193Provider = {
    request,
    on(event, listener) {
      events.on(event, listener)
      replayDisplayUri(event, listener)
      return provider
    },
    once(event, listener) {
      if (!replayDisplayUri(event, listener)) events.once(event, listener)
      return provider
    },
    removeListener(event, listener) {
      events.removeListener(event, listener)
      return provider
    },
    off(event, listener) {
      events.removeListener(event, listener)
      return provider
    },
  }
  return provider
}
