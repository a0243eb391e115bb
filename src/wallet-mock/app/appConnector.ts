import { mockWalletConnector } from '../connector/mockWalletConnector'
import { appMockWallet } from './appMockWallet'

/** The app's Test Wallet connector (loaded on first use). */
export const appMockConnector = ({ qr }: { qr: boolean }) =>
  mockWalletConnector({ wallet: appMockWallet, qr })
