import type { CreateConnectorFn } from 'wagmi'

type Connector = ReturnType<CreateConnectorFn>

/**
 * A wrapper's versions of some of a connector's methods, each given first the wrapped connector
 * (`inner`), whose own methods then run on the connector wagmi holds: what they call on `this`
 * (injected's `connect` asks `this.getProvider()`) reaches the wrapper's versions.
 */
type Overrides = {
  [name in keyof Connector as string extends name ? never : name]?: Connector[name] extends
    | ((...args: infer A) => infer R)
    | undefined
    ? (inner: Connector, ...args: A) => R
    : never
}

/** `inner`'s methods, each called on `self`. */
function calledOn(inner: Connector, self: Connector): Connector {
  return new Proxy(inner, {
    get(target, property) {
      const value = Reflect.get(target, property)
      return typeof value === 'function' ? value.bind(self) : value
    },
  })
}

/**
 * The connector `createConnectorFn` makes, with `overrides` in place of its own methods. wagmi
 * copies a connector into an object of its own and calls the copy's methods, so each override is
 * handed the wrapped connector called on that copy.
 */
export function wrapConnector(
  createConnectorFn: CreateConnectorFn,
  overrides: (inner: Connector, config: Parameters<CreateConnectorFn>[0]) => Overrides,
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
