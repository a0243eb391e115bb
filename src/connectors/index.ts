export { deferUntilChosen } from './deferUntilChosen'
export { lazyWallet } from './lazyWallet'
