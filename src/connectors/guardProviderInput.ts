import { getAddress, isAddress } from 'viem'
import type { CreateConnectorFn } from 'wagmi'
import { MalformedProviderEventError, MalformedProviderResponseError } from '../errors/provider'

type Request = (args: { method: string; params?: unknown }) => Promise<unknown>

const accountMethods = new Set(['eth_accounts', 'eth_requestAccounts'])

/**
 * A chain id as EIP-1193 sends it (hex string), or as some wallets (and wagmi itself, calling
 * onConnect) do: a number or a decimal string. Positive and safe.
 */
function isChainId(value: unknown) {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^(0x[0-9a-f]{1,14}|[0-9]{1,16})$/i.test(value)
        ? Number(value)
        : Number.NaN
  return Number.isSafeInteger(id) && id > 0
}

function isAccountList(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.every((account) => typeof account === 'string' && isAddress(account))
  )
}

/** The same accounts in the same order, each once (addresses compare case-insensitively). */
function unique(accounts: string[]) {
  const seen = new Set<string>()
  return accounts.filter((account) => {
    const key = account.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** What a wallet may throw: an Error, or an EIP-1193 error object with a numeric code. */
function isProviderError(value: unknown) {
  return (
    value instanceof Error ||
    (typeof value === 'object' &&
      value !== null &&
      typeof (value as { code?: unknown }).code === 'number')
  )
}

function guardRequest(request: Request): Request {
  return async (args) => {
    let result: unknown
    try {
      result = await request(args)
    } catch (thrown) {
      if (isProviderError(thrown)) throw thrown
      throw new MalformedProviderResponseError({
        method: args.method,
        value: thrown,
        expected: 'an Error or an EIP-1193 error object',
      })
    }
    if (args.method === 'eth_chainId' && !isChainId(result))
      throw new MalformedProviderResponseError({
        method: args.method,
        value: result,
        expected: 'a positive chain id as a hex string',
      })
    if (accountMethods.has(args.method)) {
      if (!isAccountList(result))
        throw new MalformedProviderResponseError({
          method: args.method,
          value: result,
          expected: 'an array of addresses',
        })
      // The user approved: at least one account, or the wallet must throw (e.g. 4001).
      if (args.method === 'eth_requestAccounts' && result.length === 0)
        throw new MalformedProviderResponseError({
          method: args.method,
          value: result,
          expected: 'at least one address, or an error',
        })
      return unique(result)
    }
    return result
  }
}

const guardedProviders = new WeakMap<object, object>()

/** The wallet's provider with `request` checked; everything else (events) is the wallet's own. */
function guardProvider<provider>(provider: provider): provider {
  if (typeof provider !== 'object' || provider === null) return provider
  const known = guardedProviders.get(provider)
  if (known) return known as provider
  const request = (provider as { request?: Request }).request
  // The proxy's target is an empty object: wallets often freeze their provider, and a proxy
  // of a frozen object may not answer a read-only property with another value.
  const guarded = new Proxy({} as provider & object, {
    get(_, property) {
      if (property === 'request' && typeof request === 'function')
        return guardRequest(request.bind(provider))
      const value = Reflect.get(provider, property, provider)
      return typeof value === 'function' ? value.bind(provider) : value
    },
    has: (_, property) => Reflect.has(provider, property),
  })
  guardedProviders.set(provider, guarded)
  return guarded
}

/**
 * Wraps a connector so malformed wallet input cannot corrupt wagmi's state or escape as an
 * uncaught exception: responses of eth_chainId and eth_accounts / eth_requestAccounts are
 * checked (MalformedProviderResponseError), thrown non-errors become that error too, and a
 * malformed accountsChanged / chainChanged / connect event is ignored and reported on the
 * connector's `error` event (MalformedProviderEventError). Duplicated accounts count once.
 */
export function guardProviderInput(createConnectorFn: CreateConnectorFn): CreateConnectorFn {
  return (config) => {
    const connector = createConnectorFn(config)
    function report(error: unknown) {
      config.emitter.emit('error', {
        error: error instanceof Error ? error : new Error(String(error)),
      })
    }
    // Listeners of the wallet's events: nothing may throw back into the wallet.
    function settle(run: () => unknown, recover?: () => void) {
      const fail = (error: unknown) => {
        report(error)
        recover?.()
      }
      try {
        Promise.resolve(run()).catch(fail)
      } catch (error) {
        fail(error)
      }
    }

    return {
      ...connector,
      async getProvider(...args: Parameters<typeof connector.getProvider>) {
        return guardProvider(await connector.getProvider.apply(this, args))
      },
      onAccountsChanged(accounts: unknown) {
        if (!isAccountList(accounts))
          return report(
            new MalformedProviderEventError({
              event: 'accountsChanged',
              value: accounts,
              expected: 'an array of addresses',
            }),
          )
        const list = unique(accounts).map((account) => getAddress(account))
        // Connected (wagmi listens to 'change'): a plain account change. wagmi 2.19 leaves its
        // 'connect' listener behind after a wallet-initiated reconnect and would otherwise take
        // the reconnect path, asking the wallet again and losing the change on a bad answer.
        if (list.length && config.emitter.listenerCount('change')) {
          config.emitter.emit('change', { accounts: list })
          return
        }
        // wagmi may ask the wallet for its chain first; if that answer is malformed, the
        // account change itself is still applied.
        settle(
          () => connector.onAccountsChanged.call(this, list),
          () => {
            if (list.length) config.emitter.emit('change', { accounts: list })
          },
        )
      },
      onChainChanged(chainId: unknown) {
        if (!isChainId(chainId))
          return report(
            new MalformedProviderEventError({
              event: 'chainChanged',
              value: chainId,
              expected: 'a positive chain id as a hex string',
            }),
          )
        settle(() => connector.onChainChanged.call(this, chainId as string))
      },
      onConnect(connectInfo: unknown) {
        const chainId = (connectInfo as { chainId?: unknown } | null)?.chainId
        if (!isChainId(chainId))
          return report(
            new MalformedProviderEventError({
              event: 'connect',
              value: connectInfo,
              expected: '{ chainId } with a positive chain id as a hex string',
            }),
          )
        settle(() => connector.onConnect?.call(this, { chainId: chainId as string }))
      },
      onDisconnect(error: unknown) {
        settle(() => connector.onDisconnect.call(this, error as never))
      },
    } as typeof connector
  }
}
