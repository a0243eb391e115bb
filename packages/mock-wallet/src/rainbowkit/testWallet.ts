import type { Wallet } from '@rainbow-me/rainbowkit'
import type { CreateConnectorFn } from '@wagmi/core'
import { testWalletDetails } from '../core/testWalletDetails.ts'

/**
 * The Test Wallets' wagmi connector, plain or QR. Usually
 * `({ qr }) => mockWalletConnector({ wallet: () => wallet, qr })` (the `/wagmi` entry);
 * a function, so an app can load the connector (and the wallet) only when picked.
 */
export type TestWalletConnectorFn = (variant: { qr: boolean }) => CreateConnectorFn

export type TestWalletParameters = {
  connector: TestWalletConnectorFn
  /** false: listed as an extension the visitor can get (`downloadUrls`), no provider. Default true. */
  installed?: boolean
  downloadUrls?: Wallet['downloadUrls']
}

const shared = {
  iconUrl: testWalletDetails.iconUrl,
  iconBackground: testWalletDetails.iconBackground,
  iconAccent: testWalletDetails.iconAccent,
}

/** RainbowKit's 'Test Wallet': the mock wallet as one more wallet object. */
export const testWallet =
  ({ connector, installed = true, downloadUrls }: TestWalletParameters) =>
  (): Wallet => ({
    ...testWalletDetails.plain,
    ...shared,
    installed,
    ...(downloadUrls ? { downloadUrls } : {}),
    createConnector: (walletDetails) => (config) => ({
      ...connector({ qr: false })(config),
      ...walletDetails,
    }),
  })

/** The QR variant: RainbowKit shows its QR step offline; `wallet.scan()` completes the connection. */
export const testWalletQr =
  ({ connector }: Pick<TestWalletParameters, 'connector'>) =>
  (): Wallet => ({
    ...testWalletDetails.qr,
    ...shared,
    installed: true,
    qrCode: { getUri: (uri: string) => uri },
    createConnector: (walletDetails) => (config) => ({
      ...connector({ qr: true })(config),
      ...walletDetails,
    }),
  })
