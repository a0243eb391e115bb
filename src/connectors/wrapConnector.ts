import type { CreateConnectorFn } from 'wagmi'

type Connector = ReturnType<CreateConnectorFn>
type ConnectorConfig = Parameters<CreateConnectorFn>[0]
type Method<name extends keyof Connector> = Extract<Connector[name], (...args: never) => unknown>

/** The connector methods a wrapper may take over. */
type MethodName =
  | 'setup'
  | 'connect'
  | 'disconnect'
  | 'getProvider'
  | 'isAuthorized'
  | 'onAccountsChanged'
  | 'onChainChanged'
  | 'onConnect'
  | 'onDisconnect'

/**
 * A wrapper's versions of some methods. Each takes first the wrapped connector (`inner`), whose
 * methods run on the connector wagmi holds: what they call on `this` (e.g. injected's `connect`
 * asking `this.getProvider()`) reaches the wrapper's versions.
 */
export type ConnectorOverrides = {
  [name in MethodName]?: (
    inner: Connector,
    ...args: Parameters<Method<name>>
  ) => ReturnType<Method<name>>
}

/** The connector `inner`'s methods, each called on `self`. */
function calledOn(inner: Connector, self: Connector): Connector {
  return new Proxy(inner, {
    get(target, property) {
      const value = Reflect.get(target, property)
      return typeof value === 'function' ? value.bind(self) : value
    },
  })
}

/**
 * The connector `createConnectorFn` makes, with the methods `overrides` returns in place of its
 * own. wagmi copies a connector into an object of its own and calls its methods on that copy, so
 * the copy's `this` is handed on to the wrapped connector's methods.
 */
export function wrapConnector(
  createConnectorFn: CreateConnectorFn,
  overrides: (inner: Connector, config: ConnectorConfig) => ConnectorOverrides,
): CreateConnectorFn {
  return (config) => {
    const inner = createConnectorFn(config)
    const wrapped: Connector = { ...inner }
    for (const [name, override] of Object.entries(overrides(inner, config)))
      wrapped[name] = function (this: Connector, ...args: unknown[]) {
        return Reflect.apply(override, undefined, [calledOn(inner, this), ...args])
      }
    return wrapped
  }
}
