import { testWallet, testWalletQr } from '@plaza-social/mock-wallet/rainbowkit'
import type { WalletList } from '@rainbow-me/rainbowkit'
import { testWalletConnector } from './appConnector'
import { appMockWallet } from './appMockWallet'

/** @internal Exported for the stories, which list the Test Wallet in its group. */
export const developmentGroupName = 'Development'

const connector = ({ qr }: { qr: boolean }) => testWalletConnector({ wallet: appMockWallet, qr })

/** The 'Development' wallet group of a dev build: the package's Test Wallets on the page's mock wallet. */
export const appDevelopmentWallets = (): WalletList => [
  {
    groupName: developmentGroupName,
    wallets: [testWallet({ connector }), testWalletQr({ connector })],
  },
]
