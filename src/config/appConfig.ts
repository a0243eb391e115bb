import { bundledRpcUrls, createAppConfig } from './wagmi'

/**
 * Development wallets, only with NEXT_PUBLIC_MOCK_WALLET=1. A `require` inside the
 * literal comparison, not an import: the build drops the branch and, with it, every
 * module of the mock (next.config.ts always defines the variable so it is inlined).
 * The require must sit inside the `if` itself: webpack drops the dependencies of a dead
 * branch, not those of code after an early return.
 */
function developmentWallets() {
  if (process.env.NEXT_PUBLIC_MOCK_WALLET === '1') {
    const { appDevelopmentWallets }: typeof import('../wallet-mock/app/developmentWallets') =
      require('../wallet-mock/app/developmentWallets')
    return appDevelopmentWallets()
  }
  return undefined
}

/**
 * Dev builds only, on request (the Wallet Lab's 'List wallets to get', or a test setting local
 * storage): real wallets with downloads before 'Popular', so the 'Get a Wallet' caps bind
 * (LIM-GET). Read once at module load in the browser; the server never lists wallets.
 */
function leadingDevelopmentWallets() {
  if (process.env.NEXT_PUBLIC_MOCK_WALLET === '1') {
    const { requestedGetWalletSamples }: typeof import('./getWalletSamples') =
      require('./getWalletSamples')
    return requestedGetWalletSamples(globalThis.localStorage)
  }
  return undefined
}

/** The app's one wagmi config, built from the environment at module load (fails fast). */
export const appConfig = createAppConfig({
  ...bundledRpcUrls(),
  extraWallets: developmentWallets(),
  leadingWallets: leadingDevelopmentWallets(),
})
