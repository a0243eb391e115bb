import type { CreateConnectorFn } from 'wagmi'

type ConnectorConfig = Parameters<CreateConnectorFn>[0]
type Connector = ReturnType<CreateConnectorFn>

const delegated = [
  'setup',
  'connect',
  'disconnect',
  'getAccounts',
  'getChainId',
  'getProvider',
  'isAuthorized',
  'switchChain',
  'onAccountsChanged',
  'onChainChanged',
  'onConnect',
  'onDisconnect',
] as const

/**
 * A connector whose implementation loads on first use (a dynamic import), so the
 * module that names it stays free of the implementation and its dependencies.
 */
export function deferConnector(
  shell: { id: string; name: string; icon: string; type: string },
  load: () => Promise<CreateConnectorFn>,
): CreateConnectorFn {
  return (config: ConnectorConfig) => {
    let real: Promise<Connector> | undefined
    const connector = () => {
      real ??= load().then((createConnectorFn) => createConnectorFn(config))
      return real
    }
    const methods = Object.fromEntries(
      delegated.map((name) => [
        name,
        async (...args: unknown[]) => {
          const target = await connector()
          const method = target[name] as ((...a: unknown[]) => unknown) | undefined
          return method?.apply(target, args)
        },
      ]),
    )
    return { ...shell, ...methods } as unknown as Connector
  }
}
