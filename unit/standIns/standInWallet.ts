import type { Config } from '@wagmi/core'
import { numberToHex } from 'viem'

type Listener = (...args: unknown[]) => void
type Answer = (params: unknown) => unknown

export const standInAccount = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** The app's Browser Wallet in `config`: wagmi's injected connector, on window.ethereum. */
export const browserWalletOf = (config: Config) =>
  config.connectors.find((connector) => connector.id === 'injected')!

/** An EIP-1193 error object as wallets throw them. */
export const walletError = (code: number, message = `wallet error ${code}`) =>
  Object.assign(new Error(message), { code })

/**
 * A small EIP-1193 wallet for unit tests of the app's real connectors: it shares its account once
 * asked, switches among `chainIds` and answers anything else from `answers` (a scripted answer
 * may throw). Every request is recorded in `requests`.
 */
export function standInWallet({
  account = standInAccount,
  chainId = 1,
  chainIds = [1],
  answers = {},
}: {
  account?: `0x${string}`
  chainId?: number
  chainIds?: number[]
  answers?: Record<string, Answer>
} = {}) {
  let permitted = false
  let currentChain = chainId
  const listeners = new Map<string, Set<Listener>>()
  const requests: { method: string; params: unknown }[] = []
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
  }
  const provider = {
    requests,
    emit,
    async request({ method, params }: { method: string; params?: unknown }) {
      requests.push({ method, params })
      const scripted = answers[method]
      if (scripted) return scripted(params)
      switch (method) {
        case 'wallet_requestPermissions':
        case 'eth_requestAccounts':
          permitted = true
          return method === 'eth_requestAccounts'
            ? [account]
            : [{ parentCapability: 'eth_accounts', caveats: [{ value: [account] }] }]
        case 'eth_accounts':
          return permitted ? [account] : []
        case 'eth_chainId':
          return numberToHex(currentChain)
        case 'wallet_revokePermissions':
          permitted = false
          return null
        case 'wallet_switchEthereumChain': {
          const [{ chainId: requested }] = params as [{ chainId: string }]
          if (!chainIds.includes(Number(requested))) throw walletError(4902, 'Unrecognized chain')
          currentChain = Number(requested)
          emit('chainChanged', requested)
          return null
        }
        default:
          throw walletError(4200, `unsupported ${method}`)
      }
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  return provider
}
