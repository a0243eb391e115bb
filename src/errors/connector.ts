import { PlazaError } from './PlazaError'

/** Spec §8: no wallet provider. */
export class ConnectorNotFoundError extends PlazaError {
  override name = 'ConnectorNotFoundError'
  constructor(options?: { details?: string; cause?: unknown }) {
    super('Connector not found', options)
  }
}

/** Spec §8: no chain configured. */
export class NoChainsFoundError extends PlazaError {
  override name = 'NoChainsFoundError'
  constructor() {
    super('No chains found on connector.')
  }
}

/** Spec §8: the requested chain is not configured. */
export class ChainNotFoundOnConnectorError extends PlazaError {
  override name = 'ChainNotFoundOnConnectorError'
  constructor({ chainId }: { chainId?: number } = {}) {
    super('Chain not found on connector.', {
      details: chainId === undefined ? undefined : `Chain ${chainId} is not configured.`,
    })
  }
}
