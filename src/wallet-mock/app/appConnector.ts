import type { MockWallet } from '@plaza-social/mock-wallet'
import { mockWalletConnector } from '@plaza-social/mock-wallet/wagmi'
import { appConnectorErrors } from './appConnectorErrors'
import { appMockWallet } from './appMockWallet'

/** The Test Wallet's connector with the spec's errors, on a given wallet (stories, tests). */
export const testWalletConnector = ({
  wallet,
  qr,
}: {
  wallet: () => MockWallet | null | undefined
  qr: boolean
}) => mockWalletConnector({ wallet, qr, errors: appConnectorErrors })

/** The app's Test Wallet connector (loaded on first use). */
export const appMockConnector = ({ qr }: { qr: boolean }) =>
  testWalletConnector({ wallet: appMockWallet, qr })
