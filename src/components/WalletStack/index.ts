export { AppHeader, LazyWalletStack, WhenWalletStack } from './LazyWalletStack'
