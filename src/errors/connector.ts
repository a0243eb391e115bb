import { PlazaError } from '@plaza-social/errors'

/** Spec §8, ERR-NOPROV: no wallet provider. Not wagmi's ConnectorNotFoundError (another class). */
export class WalletProviderNotFoundError extends PlazaError {
  override name = 'WalletProviderNotFoundError'
  constructor(parameters: { details?: string; cause?: unknown } = {}) {
    super('Connector not found', parameters)
  }
}

/** Spec §8, ERR-CHAIN404: the requested chain is not configured. */
export class ChainNotFoundOnConnectorError extends PlazaError {
  override name = 'ChainNotFoundOnConnectorError'
  constructor({ chainId }: { chainId?: number } = {}) {
    super('Chain not found on connector.', {
      details: chainId === undefined ? undefined : `Chain ${chainId} is not configured.`,
    })
  }
}
