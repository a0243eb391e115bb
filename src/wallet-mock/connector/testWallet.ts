import type { Wallet, WalletList } from '@rainbow-me/rainbowkit'
import type { MockWallet } from '../createMockWallet'
import { walletPresets } from '../walletPresets'
import { mockWalletConnector } from './mockWalletConnector'

export type TestWalletParameters = {
  /** The wallet to connect to (created lazily); undefined when no wallet is installed. */
  wallet: () => MockWallet | undefined | Promise<MockWallet | undefined>
}

const testWalletColor = '#7b3fe4'

/** RainbowKit's 'Test Wallet': the mock wallet as one more wallet object. */
export const testWallet =
  ({ wallet }: TestWalletParameters) =>
  (): Wallet => ({
    id: 'testWallet',
    name: 'Test Wallet',
    shortName: 'Test',
    iconUrl: walletPresets.testWallet.icon,
    iconBackground: testWalletColor,
    iconAccent: testWalletColor,
    installed: true,
    createConnector: (walletDetails) => (config) => ({
      ...mockWalletConnector({ wallet })(config),
      ...walletDetails,
    }),
  })

/** The QR variant: RainbowKit shows its QR step offline; `wallet.scan()` completes the connection. */
export const testWalletQr =
  ({ wallet }: TestWalletParameters) =>
  (): Wallet => ({
    id: 'testWalletQr',
    name: 'Test Wallet (QR)',
    shortName: 'Test QR',
    iconUrl: walletPresets.testWallet.icon,
    iconBackground: testWalletColor,
    iconAccent: testWalletColor,
    installed: true,
    qrCode: { getUri: (uri: string) => uri },
    createConnector: (walletDetails) => (config) => ({
      ...mockWalletConnector({ wallet, qr: true })(config),
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
