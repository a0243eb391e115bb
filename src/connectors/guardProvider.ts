import { MalformedProviderResponseError } from '../errors/provider'
import {
  expectedInput,
  isAccountList,
  isChainId,
  isProviderError,
  uniqueAccounts,
} from './providerInput'

type Request = (args: { method: string; params?: unknown }) => Promise<unknown>

const accountMethods = new Set(['eth_accounts', 'eth_requestAccounts'])

/** The wallet's `request`, with its answers to the chain and account methods checked. */
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
        expected: expectedInput.providerError,
      })
    }
    if (args.method === 'eth_chainId' && !isChainId(result))
      throw new MalformedProviderResponseError({
        method: args.method,
        value: result,
        expected: expectedInput.chainId,
      })
    if (accountMethods.has(args.method)) {
      if (!isAccountList(result))
        throw new MalformedProviderResponseError({
          method: args.method,
          value: result,
          expected: expectedInput.accounts,
        })
      // The user approved: at least one account, or the wallet must throw (e.g. 4001).
      if (args.method === 'eth_requestAccounts' && result.length === 0)
        throw new MalformedProviderResponseError({
          method: args.method,
          value: result,
          expected: expectedInput.approvedAccounts,
        })
      return uniqueAccounts(result)
    }
    return result
  }
}

/** One guarded stand-in per provider, so wagmi sees the same object on every getProvider. */
const guardedProviders = new WeakMap<object, object>()

/** The wallet's provider with `request` checked (guardRequest); everything else is the wallet's own. */
export function guardProvider<provider>(provider: provider): provider {
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
