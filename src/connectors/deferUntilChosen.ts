import { type CreateConnectorFn, ProviderNotFoundError } from 'wagmi'

/** Connector types that load no SDK: an installed browser wallet reconnects at once. */
const eagerTypes = new Set(['injected'])

/** Input events by which a visitor picks a wallet (a tap, or Enter on a button, is a click). */
const pickingEvents = new Set(['click', 'keydown', 'keyup', 'pointerup', 'touchend'])

/**
 * The visitor's own click or key press is being handled right now. RainbowKit asks the wallet
 * a visitor picks for its provider synchronously, in the handler of that click; wagmi's
 * reconnect on load asks every wallet later, outside any event, even when the visitor has
 * clicked something else meanwhile (a returning visitor on a slow connection).
 */
function visitorIsPicking() {
  if (typeof window === 'undefined') return false
  // Browsers without window.event keep the libraries' own (eager) behaviour.
  if (!('event' in window)) return true
  const event = window.event
  return event?.isTrusted === true && pickingEvents.has(event.type)
}

/** Inside an iframe (e.g. the Safe app) the host expects its connector to reconnect on load. */
function isFramed() {
  return typeof window !== 'undefined' && window.top !== window.self
}

/**
 * Wraps a connector that loads a wallet SDK (WalletConnect, MetaMask SDK, Coinbase, Safe) so
 * nothing of it is loaded or contacted before the visitor picks it (spec CFG-9): wagmi's
 * reconnect on page load asks every connector for its provider, which would start each SDK.
 * Until the visitor picks it (its provider asked for while their click is handled, or `connect`),
 * the connector reports no provider, unless it was the last one used, so a returning visitor is
 * still reconnected.
 */
export function deferUntilChosen(createConnectorFn: CreateConnectorFn): CreateConnectorFn {
  return (config) => {
    const connector = createConnectorFn(config)
    if (eagerTypes.has(connector.type)) return connector

    let setUp: Promise<void> | undefined
    async function wasUsedLast() {
      return (await config.storage?.getItem('recentConnectorId')) === connector.id
    }
    async function mayStart() {
      return setUp !== undefined || visitorIsPicking() || isFramed() || (await wasUsedLast())
    }
    // Never awaited: the library's setup itself asks for the provider, which would wait on it.
    function start(self: unknown) {
      setUp ??= Promise.resolve().then(() => connector.setup?.call(self))
    }

    return {
      ...connector,
      async setup() {
        if ((await wasUsedLast()) || isFramed()) start(this)
      },
      async getProvider(...args: Parameters<typeof connector.getProvider>) {
        if (!(await mayStart())) throw new ProviderNotFoundError()
        start(this)
        return connector.getProvider.apply(this, args)
      },
      async isAuthorized() {
        if (!(await mayStart())) return false
        start(this)
        return connector.isAuthorized.call(this)
      },
      async connect(...args: Parameters<typeof connector.connect>) {
        start(this)
        return connector.connect.apply(this, args)
      },
    } as typeof connector
  }
}
