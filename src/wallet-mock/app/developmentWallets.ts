import { developmentWallets, testWalletDetails } from '../connector/testWallet'
import { deferConnector } from './deferConnector'

/**
 * The 'Development' wallet group for the app. Only data and a deferred connector
 * here: the wallet, wagmi's connector and the test keys load on first use.
 */
export const appDevelopmentWallets = () =>
  developmentWallets({
    connector: ({ qr }) =>
      deferConnector(
        {
          id: qr ? testWalletDetails.qr.id : testWalletDetails.plain.id,
          name: qr ? testWalletDetails.qr.name : testWalletDetails.plain.name,
          icon: testWalletDetails.iconUrl,
          type: 'mockWallet',
        },
        async () => (await import('./appConnector')).appMockConnector({ qr }),
      ),
  })
