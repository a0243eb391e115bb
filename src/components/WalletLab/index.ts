export { WalletLab } from './WalletLab'
