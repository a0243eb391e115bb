import { testWalletColor, testWalletIcon } from './walletPresets.ts'

/** How the two Test Wallets are shown (RainbowKit) and named (the wagmi connectors' id and name). */
export const testWalletDetails = {
  plain: { id: 'testWallet', name: 'Test Wallet', shortName: 'Test' },
  qr: { id: 'testWalletQr', name: 'Test Wallet (QR)', shortName: 'Test QR' },
  iconUrl: testWalletIcon,
  iconBackground: testWalletColor,
  iconAccent: testWalletColor,
} as const
