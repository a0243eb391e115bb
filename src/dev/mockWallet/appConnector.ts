import type { MockWallet } from '@plaza-social/mock-wallet'
import { mockWalletConnector } from '@plaza-social/mock-wallet/wagmi'
import { ChainNotFoundOnConnectorError, WalletProviderNotFoundError } from '../../errors/connector'

/** The Test Wallet's connector with the spec's errors (§8) where it refuses by itself. */
export const testWalletConnector = ({
  wallet,
  qr,
}: {
  wallet: () => MockWallet | null | undefined
  qr: boolean
}) =>
  mockWalletConnector({
    wallet,
    qr,
    errors: {
      walletNotFound: () => new WalletProviderNotFoundError(),
      chainNotConfigured: (chainId) => new ChainNotFoundOnConnectorError({ chainId }),
    },
  })
