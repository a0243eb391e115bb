import { PlazaError } from '@plaza-social/errors'
import { errorDocs } from './docs'

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

/**
 * A build for real chains made with RainbowKit's sample project id: deployed, every visitor's
 * WalletConnect session would run on a shared demo project (spec §9: a project id is configured).
 */
export class PlaceholderProjectIdError extends PlazaError {
  override name = 'PlaceholderProjectIdError'
  constructor({ placeholder }: { placeholder: string }) {
    super(
      `NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID is the sample id '${placeholder}': a build for real chains needs a WalletConnect Cloud project id of its own.`,
      {
        details:
          'The sample id runs on a shared demo project, with a warning: in development and in builds for the local chains (PLAZA_LOCAL_CHAINS=1) only.',
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
