import { getAddress } from 'viem'
import type { CreateConnectorFn } from 'wagmi'
import { MalformedProviderEventError } from '../errors/provider'
import { guardProvider } from './guardProvider'
import { emitAccountsChangeWhileConnected } from './leftoverConnectListener'
import { expectedInput, isAccountList, isChainId, uniqueAccounts } from './providerInput'
import { wrapConnector } from './wrapConnector'

/**
 * Wraps a connector so malformed wallet input cannot corrupt wagmi's state or escape as an
 * uncaught exception: responses of eth_chainId and eth_accounts / eth_requestAccounts are
 * checked (guardProvider.ts: MalformedProviderResponseError), and a malformed accountsChanged /
 * chainChanged / connect event is ignored and reported on the connector's `error` event
 * (MalformedProviderEventError). Duplicated accounts count once.
 */
export function guardProviderInput(createConnectorFn: CreateConnectorFn): CreateConnectorFn {
  return wrapConnector(createConnectorFn, (_, config) => {
    function report(error: unknown) {
      config.emitter.emit('error', {
        error: error instanceof Error ? error : new Error(String(error)),
      })
    }
    /** A malformed event of the wallet: ignored, and reported with what was expected. */
    function reportMalformed(event: string, value: unknown, expected: string) {
      report(new MalformedProviderEventError({ event, value, expected }))
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
      async getProvider(inner, ...args) {
        return guardProvider(await inner.getProvider(...args))
      },
      onAccountsChanged(inner, accounts: unknown) {
        if (!isAccountList(accounts))
          return reportMalformed('accountsChanged', accounts, expectedInput.accounts)
        const list = uniqueAccounts(accounts).map((account) => getAddress(account))
        if (emitAccountsChangeWhileConnected(config.emitter, list)) return
        // wagmi may ask the wallet for its chain first; if that answer is malformed, the
        // account change itself is still applied.
        settle(
          () => inner.onAccountsChanged(list),
          () => {
            if (list.length) config.emitter.emit('change', { accounts: list })
          },
        )
      },
      onChainChanged(inner, chainId: unknown) {
        if (!isChainId(chainId))
          return reportMalformed('chainChanged', chainId, expectedInput.chainId)
        settle(() => inner.onChainChanged(String(chainId)))
      },
      onConnect(inner, connectInfo: unknown) {
        const chainId = (connectInfo as { chainId?: unknown } | null)?.chainId
        if (!isChainId(chainId))
          return reportMalformed('connect', connectInfo, expectedInput.connectInfo)
        settle(() => inner.onConnect?.({ chainId: String(chainId) }))
      },
      onDisconnect(inner, error) {
        settle(() => inner.onDisconnect(error))
      },
    }
  })
}
