import type { Address } from 'viem'
import type { CreateConnectorFn } from 'wagmi'

type ConnectorEmitter = Parameters<CreateConnectorFn>[0]['emitter']

/**
 * Works around a wagmi bug: after a connection the wallet started itself (its 'connect' event),
 * wagmi keeps listening for 'connect' on the connector, because its handler removes the wrong
 * listener (`off('connect', change)`, @wagmi/core 2.22.1 of wagmi 2.19.5):
 * https://github.com/wevm/wagmi/blob/@wagmi/core@2.22.1/packages/core/src/createConfig.ts#L361-L362
 * The injected connector then takes a plain account change for a new connection and asks the
 * wallet for its chain again, losing the change when that answer is bad:
 * https://github.com/wevm/wagmi/blob/@wagmi/core@2.22.1/packages/core/src/connectors/injected.ts#L466
 *
 * While wagmi holds the connector connected (it listens to 'change'), this emits the change
 * itself, as the injected connector's own branch for it would. Returns whether it did.
 * leftoverConnectListener.test.ts fails once wagmi removes the right listener: then delete this.
 */
export function emitAccountsChangeWhileConnected(
  emitter: ConnectorEmitter,
  accounts: readonly Address[],
): boolean {
  if (accounts.length === 0 || emitter.listenerCount('change') === 0) return false
  emitter.emit('change', { accounts })
  return true
}
