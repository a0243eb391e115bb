import { testWallet, testWalletDetails, testWalletQr } from '@plaza-social/mock-wallet/rainbowkit'
import type { WalletList } from '@rainbow-me/rainbowkit'
import { deferConnector } from './deferConnector'

/** @internal Exported for the stories, which list the Test Wallet in its group. */
export const developmentGroupName = 'Development'

/** Each Test Wallet's connector, whose implementation (wallet, keys, wagmi's connector) loads on first use. */
const deferredConnector = ({ qr }: { qr: boolean }) =>
  deferConnector(
    {
      id: qr ? testWalletDetails.qr.id : testWalletDetails.plain.id,
      name: qr ? testWalletDetails.qr.name : testWalletDetails.plain.name,
      icon: testWalletDetails.iconUrl,
      type: 'mockWallet',
    },
    async () => (await import('./appConnector')).appMockConnector({ qr }),
  )

/**
 * The 'Development' wallet group for the app (NEXT_PUBLIC_MOCK_WALLET=1): the package's
 * Test Wallet objects. Only data and a deferred connector here.
 */
export const appDevelopmentWallets = (): WalletList => [
  {
    groupName: developmentGroupName,
    wallets: [
      testWallet({ connector: deferredConnector }),
      testWalletQr({ connector: deferredConnector }),
    ],
  },
]
