import type { WalletPermission } from 'viem'
import type { WalletContext } from '../core/context.ts'
import { permissionsParam } from '../core/params.ts'
import { defineMethod, noParams } from './defineMethod.ts'

type Invoker = WalletPermission['invoker']
const isWebOrigin = (origin: string): origin is Invoker => /^https?:\/\//.test(origin)

/** The site the permission is granted to: the page's origin (outside a page: localhost). */
function invoker(): Invoker {
  const origin = typeof location === 'undefined' ? '' : location.origin
  return isWebOrigin(origin) ? origin : 'http://localhost'
}

/** EIP-2255: the site's eth_accounts permission, restricted to the accounts it sees. */
const permissions = (context: WalletContext): WalletPermission[] =>
  context.state.permitted
    ? [
        {
          id: 'eth_accounts',
          date: 0,
          parentCapability: 'eth_accounts',
          invoker: invoker(),
          caveats: [
            {
              type: 'restrictReturnedAccounts',
              value: context.orderedAccounts().map((account) => account.address),
            },
          ],
        },
      ]
    : []

/** Accounts and the site's permission to see them (EIP-1102, EIP-2255, MetaMask's MIP-2). */
export const accountMethods = [
  defineMethod('eth_accounts', {
    parse: noParams,
    perform: (context) => context.visibleAccounts(),
  }),
  defineMethod('eth_coinbase', {
    parse: noParams,
    perform: (context) => context.visibleAccounts()[0] ?? null,
  }),
  defineMethod('eth_requestAccounts', {
    parse: noParams,
    prompt: (context) => !context.connected(),
    perform: (context) => {
      context.connectSite()
      return context.visibleAccounts()
    },
  }),
  defineMethod('wallet_requestPermissions', {
    parse: (_, params) => permissionsParam('wallet_requestPermissions', params),
    prompt: 'always',
    perform: (context) => {
      context.connectSite()
      return permissions(context)
    },
  }),
  defineMethod('wallet_getPermissions', {
    parse: noParams,
    perform: permissions,
  }),
  defineMethod('wallet_revokePermissions', {
    parse: (_, params) => permissionsParam('wallet_revokePermissions', params),
    perform: (context) => {
      if (context.state.permitted) {
        context.commit({ permitted: false })
        context.emitAccounts()
      }
      return null
    },
  }),
]
