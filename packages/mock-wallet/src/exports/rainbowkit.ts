// Entry `./rainbowkit`: RainbowKit's 'Test Wallet' and 'Test Wallet (QR)'.
// Data only: the connector is given, so an app can load it (and the wallet) when picked.
export { testWalletDetails } from '../core/testWalletDetails.ts'
export {
  type TestWalletConnectorFn,
  type TestWalletParameters,
  testWallet,
  testWalletQr,
} from '../rainbowkit/testWallet.ts'
