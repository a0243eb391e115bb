// Type tests, checked by `npm run typecheck` (the mock-wallet world), not run by vitest:
// the handle offers every control of the wallet, with the same parameters, as a promise.
import { expectTypeOf } from 'vitest'
import type { WalletHandle } from './walletHandle.ts'

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
// The injection controls and another wallet's, derived the same way; page objects stay in the page.
expectTypeOf<WalletHandle['injection']>().not.toHaveProperty('wallet')
expectTypeOf<WalletHandle['injection']['requestsSeen']>().returns.resolves.toBeNumber()
expectTypeOf<ReturnType<WalletHandle['other']>['switchAccount']>().parameters.toEqualTypeOf<
  Parameters<WalletHandle['switchAccount']>
>()
