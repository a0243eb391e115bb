import { watchAssetParam } from '../core/params.ts'
import { defineMethod } from './defineMethod.ts'

/** Tokens the user adds to the wallet (EIP-747). */
export const assetMethods = [
  defineMethod('wallet_watchAsset', {
    parse: (_, params) => watchAssetParam('wallet_watchAsset', params),
    prompt: 'always',
    perform: (context, asset) => {
      context.commit({ watchedAssets: [...context.state.watchedAssets, asset] })
      return true
    },
  }),
]
