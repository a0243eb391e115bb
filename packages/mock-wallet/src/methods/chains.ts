import type { Hex } from 'viem'
import { addChainParam, chainIdParam } from '../core/params.ts'
import { walletErrors } from '../core/rpcErrors.ts'
import { defineMethod, noParams } from './defineMethod.ts'

/** The current chain, switching (EIP-3326) and adding chains (EIP-3085). */
export const chainMethods = [
  defineMethod('eth_chainId', {
    parse: noParams,
    // A persona may answer in decimal, against the schema's hex: that is what it is there to test.
    perform: (context) => context.chainIdOut(context.state.chainId) as Hex,
  }),
  defineMethod('wallet_switchEthereumChain', {
    parse: (context, params) => {
      const chainId = chainIdParam('wallet_switchEthereumChain', params)
      if (!context.knownChain(Number(chainId))) throw walletErrors.unrecognizedChain(chainId)
      return Number(chainId)
    },
    prompt: (context, chainId) => chainId !== context.state.chainId,
    perform: (context, chainId) => {
      context.setChain(chainId)
      return null
    },
  }),
  defineMethod('wallet_addEthereumChain', {
    parse: (_, params) => addChainParam('wallet_addEthereumChain', params),
    prompt: (context, chain) => Number(chain.chainId) !== context.state.chainId,
    perform: async (context, chain) => {
      const id = Number(chain.chainId)
      const added = {
        id,
        name: chain.chainName,
        // The app's own node for the chain, where the wallet knows one: calls stay local.
        rpcUrl: context.options.nodeUrls?.[id] ?? chain.rpcUrls[0] ?? '',
        nativeCurrency: chain.nativeCurrency,
      }
      if (context.options.persona?.checksAddedChainId) {
        const answered = Number(await context.node.request(added, { method: 'eth_chainId' }))
        if (answered !== id)
          throw walletErrors.invalidParams(
            'wallet_addEthereumChain',
            `the chain's node answers chain id ${answered}, not ${id}`,
          )
      }
      context.addChain(added)
      // Like MetaMask, adding a chain also switches to it.
      context.setChain(id)
      return null
    },
  }),
]
