// Type tests, checked by `tsc -p packages/mock-wallet` (npm run typecheck), not run by vitest:
// the handle offers every control of the wallet, with the same parameters, as a promise.
import { expectTypeOf } from 'vitest'
import type { WalletHandle } from './walletHandle'

expectTypeOf<WalletHandle['changeChain']>().parameters.toEqualTypeOf<
  [
    chainId: number,
    chain?: {
      name?: string
      rpcUrl?: string
      nativeCurrency?: { name: string; symbol: string; decimals: number }
    },
  ]
>()
expectTypeOf<WalletHandle['snapshot']>().returns.resolves.toHaveProperty('chainId')
expectTypeOf<WalletHandle>().not.toHaveProperty('subscribe')
