import type { Wallet, WalletList } from '@rainbow-me/rainbowkit'
import type { CreateConnectorFn } from 'wagmi'
import { walletPresets } from '../walletPresets'

/** Makes the Test Wallet's wagmi connector (plain or QR). */
export type TestWalletConnectorFn = (options: { qr: boolean }) => CreateConnectorFn

export type TestWalletParameters = { connector: TestWalletConnectorFn }

const testWalletColor = '#7b3fe4'

/** What RainbowKit shows of the two Test Wallets; also the connectors' id, name and icon. */
export const testWalletDetails = {
  plain: { id: 'testWallet', name: 'Test Wallet', shortName: 'Test' },
  qr: { id: 'testWalletQr', name: 'Test Wallet (QR)', shortName: 'Test QR' },
  iconUrl: walletPresets.testWallet.icon,
  iconBackground: testWalletColor,
  iconAccent: testWalletColor,
} as const

/** RainbowKit's 'Test Wallet': the mock wallet as one more wallet object. */
export const testWallet =
  ({ connector }: TestWalletParameters) =>
  (): Wallet => ({
    ...testWalletDetails.plain,
    iconUrl: testWalletDetails.iconUrl,
    iconBackground: testWalletDetails.iconBackground,
    iconAccent: testWalletDetails.iconAccent,
    installed: true,
    createConnector: (walletDetails) => (config) => ({
      ...connector({ qr: false })(config),
      ...walletDetails,
    }),
  })

/** The QR variant: RainbowKit shows its QR step offline; `wallet.scan()` completes the connection. */
export const testWalletQr =
  ({ connector }: TestWalletParameters) =>
  (): Wallet => ({
    ...testWalletDetails.qr,
    iconUrl: testWalletDetails.iconUrl,
    iconBackground: testWalletDetails.iconBackground,
    iconAccent: testWalletDetails.iconAccent,
    installed: true,
    qrCode: { getUri: (uri: string) => uri },
    createConnector: (walletDetails) => (config) => ({
      ...connector({ qr: true })(config),
      ...walletDetails,
    }),
  })

export const developmentGroupName = 'Development'

/** The 'Development' group of the connect modal (only when the mock wallet is enabled). */
export function developmentWallets(parameters: TestWalletParameters): WalletList {
  return [
    {
      groupName: developmentGroupName,
      wallets: [testWallet(parameters), testWalletQr(parameters)],
    },
  ]
}
