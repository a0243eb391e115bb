import { errorDocs } from './docs'
import { PlazaError } from './PlazaError'

export class ProjectIdMissingError extends PlazaError {
  override name = 'ProjectIdMissingError'
  constructor() {
    super(
      'NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID is not set: a WalletConnect Cloud project id must be provided.',
      {
        details:
          'Set it in .env.local or the environment; YOUR_PROJECT_ID works locally with a warning.',
        ...errorDocs.environment,
      },
    )
  }
}

/** A node address that is refused; `url` is already redacted (never a path, query or credentials). */
export class InvalidRpcUrlError extends PlazaError {
  override name = 'InvalidRpcUrlError'
  constructor({
    source,
    chainId,
    url,
    problem,
  }: {
    source: string
    chainId: string
    url: string
    problem: string
  }) {
    super(`Invalid node address for chain ${chainId} in ${source}: ${url} ${problem}.`, {
      details: 'A node address is an http(s):// or ws(s):// URL without user:password@.',
      ...errorDocs.environment,
    })
  }
}

export class InvalidRpcUrlMapError extends PlazaError {
  override name = 'InvalidRpcUrlMapError'
  constructor({ source, cause }: { source: string; cause?: unknown }) {
    super(`Invalid node address list in ${source}: expected a JSON object of chain id to URL.`, {
      cause,
      ...errorDocs.environment,
    })
  }
}
