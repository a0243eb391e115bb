export { deferUntilChosen } from './deferUntilChosen'
export { guardProviderInput } from './guardProviderInput'
export { lazyWallet } from './lazyWallet'
