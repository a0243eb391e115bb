import {
  BaseError,
  type Chain,
  type Client,
  createWalletClient,
  defineChain,
  http,
  InternalRpcError,
  type PrivateKeyAccount,
  type PublicActions,
  publicActions,
  RpcRequestError,
  type Transport,
  type WalletActions,
  type WalletRpcSchema,
} from 'viem'
import { nodeError, walletErrors } from './rpcErrors.ts'
import type { WalletChain } from './state.ts'

export type NodeOptions = {
  /** The transport to a chain's node; default viem's `http(chain.rpcUrl)`. E.g. `custom(...)`. */
  transport?: (chain: WalletChain) => Transport
  /** The fetch of the default http transport (e.g. one that fails loudly where no node may be reached). */
  fetch?: typeof fetch
}

/** A client that signs with one account and reads and sends through one chain's node. */
export type NodeClient = Client<
  Transport,
  Chain,
  PrivateKeyAccount,
  WalletRpcSchema,
  WalletActions<Chain, PrivateKeyAccount> & PublicActions<Transport, Chain, PrivateKeyAccount>
>

const defaultNativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** How the wallet reaches the node of a chain: viem's transports, the node's own errors passed through. */
export function createNodeAccess(options: NodeOptions) {
  const fetchFn =
    options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args))

  const transportOf = (chain: WalletChain): Transport => {
    if (options.transport) return options.transport(chain)
    if (!chain.rpcUrl)
      throw walletErrors.chainDisconnected(`The wallet has no node for chain ${chain.id}.`)
    // A wallet asks once; the app's own client decides whether to retry.
    return http(chain.rpcUrl, { fetchFn, retryCount: 0 })
  }

  const viemChain = (chain: WalletChain): Chain =>
    defineChain({
      id: chain.id,
      name: chain.name,
      nativeCurrency: chain.nativeCurrency ?? defaultNativeCurrency,
      rpcUrls: { default: { http: chain.rpcUrl ? [chain.rpcUrl] : [] } },
    })

  return {
    /** Sends one request to the chain's node; a node's error keeps its code, message and data. */
    async request(chain: WalletChain, args: { method: string; params?: unknown }) {
      const transport = transportOf(chain)({ chain: viemChain(chain), retryCount: 0 })
      try {
        return await transport.request(args)
      } catch (error) {
        const answered =
          error instanceof BaseError
            ? error.walk((cause) => cause instanceof RpcRequestError)
            : undefined
        if (answered instanceof RpcRequestError)
          throw nodeError({ code: answered.code, message: answered.details, data: answered.data })
        // A custom transport's EIP-1193 error already has its code.
        if (typeof (error as { code?: unknown }).code === 'number') throw error
        const reason = error instanceof BaseError ? error.shortMessage : String(error)
        throw new InternalRpcError(
          new Error(`The node of chain ${chain.id} did not answer ${args.method}: ${reason}`),
        )
      }
    },
    /** A viem client that signs with `account` and sends to the chain's node. */
    client(chain: WalletChain, account: PrivateKeyAccount): NodeClient {
      return createWalletClient({
        account,
        chain: viemChain(chain),
        transport: transportOf(chain),
        pollingInterval: 100,
      }).extend(publicActions)
    },
  }
}

export type NodeAccess = ReturnType<typeof createNodeAccess>
