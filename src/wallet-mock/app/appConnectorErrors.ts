import type { MockWalletConnectorErrors } from '@plaza-social/mock-wallet/wagmi'
import { ChainNotFoundOnConnectorError, WalletProviderNotFoundError } from '../../errors/connector'

/** The spec's errors (§8) where the Test Wallet's connector refuses by itself. */
export const appConnectorErrors: MockWalletConnectorErrors = {
  walletNotFound: () => new WalletProviderNotFoundError(),
  chainNotConfigured: (chainId) => new ChainNotFoundOnConnectorError({ chainId }),
}
