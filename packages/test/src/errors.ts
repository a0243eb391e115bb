export type PlazaTestErrorParameters = {
  /** What went wrong underneath; reached with `walk()`, never copied into the message. */
  cause?: unknown
  /** What to do about it. */
  details?: string | undefined
  /** A document in the repository, e.g. 'docs/dev-chains.md'. */
  docsPath?: string | undefined
  /** A heading's anchor in that document. */
  docsSlug?: string | undefined
  /** Lines between the short message and the details. */
  metaMessages?: string[] | undefined
}

/**
 * Base of the test infrastructure's errors, in the app's PlazaError shape (viem's BaseError:
 * `shortMessage`, `details`, `metaMessages`, `docsPath`, `walk()`, the message composed from
 * them) without importing it: this package imports nothing from the app.
 */
export class PlazaTestError extends Error {
  override name = 'PlazaTestError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly docsPath: string | undefined
  readonly metaMessages: string[] | undefined

  constructor(shortMessage: string, parameters: PlazaTestErrorParameters = {}) {
    const { cause, details, docsPath, docsSlug, metaMessages } = parameters
    const footer = [
      ...(docsPath ? [`Docs: ./${docsPath}${docsSlug ? `#${docsSlug}` : ''}`] : []),
      ...(details ? [`Details: ${details}`] : []),
    ]
    const message = [
      shortMessage,
      ...(metaMessages?.length ? ['', ...metaMessages] : []),
      ...(footer.length ? ['', ...footer] : []),
    ].join('\n')
    super(message, cause === undefined ? undefined : { cause })
    this.shortMessage = shortMessage
    this.details = details
    this.docsPath = docsPath
    this.metaMessages = metaMessages
  }

  /** The innermost cause, or the first of this error and its causes for which `matches` holds (else null). */
  walk(matches?: (error: unknown) => boolean): unknown {
    const seen = new Set<unknown>()
    let current: unknown = this
    while (true) {
      if (matches?.(current)) return current
      seen.add(current)
      const cause =
        current !== null && typeof current === 'object' && 'cause' in current
          ? current.cause
          : undefined
      if (cause === undefined || seen.has(cause)) return matches ? null : current
      current = cause
    }
  }
}

/** The platform's anvil binary is not installed (or this platform has none). */
export class AnvilNotFoundError extends PlazaTestError {
  override name = 'AnvilNotFoundError'
  constructor({ path, cause }: { path: string; cause?: unknown }) {
    super(`Anvil binary not found: ${path}.`, {
      details: 'Run `npm install` (it installs @foundry-rs/anvil and its platform package).',
      cause,
    })
  }
}

/** Another process already listens on a port a chain needs. */
export class PortInUseError extends PlazaTestError {
  override name = 'PortInUseError'
  readonly port: number
  constructor({ port, chainId }: { port: number; chainId: number }) {
    super(`Port ${port} for chain ${chainId} is already in use.`, {
      details:
        'Stop the other process, or pick other ports with --base-port / DEV_CHAINS_BASE_PORT.',
    })
    this.port = port
  }
}

/** A port range that does not fit below the ephemeral range (32768). */
export class InvalidPortRangeError extends PlazaTestError {
  override name = 'InvalidPortRangeError'
  constructor({ basePort, count }: { basePort: unknown; count: number }) {
    super(`Invalid base port ${String(basePort)}: ${count} ports must fit in 1024..32767.`)
  }
}

/** No block of `count` consecutive ports is free (or unclaimed) in the allocator's range. */
export class NoFreePortsError extends PlazaTestError {
  override name = 'NoFreePortsError'
  constructor({ count, first, end }: { count: number; first: number; end: number }) {
    super(`No ${count} consecutive free ports in ${first}..${end - 1}.`, {
      details: 'Other test runs hold them: wait for them to finish, or stop leftover processes.',
    })
  }
}

/** A request for a number of ports that is not a positive whole number. */
export class InvalidPortCountError extends PlazaTestError {
  override name = 'InvalidPortCountError'
  constructor({ count }: { count: unknown }) {
    super(`Invalid port count ${String(count)}: ask for 1 port or more.`)
  }
}

/** A chain id that is not one of the spec's chains (fixtures/spec/chains.ts). */
export class UnknownChainError extends PlazaTestError {
  override name = 'UnknownChainError'
  constructor({ chainId }: { chainId: number }) {
    super(`Chain ${chainId} is not one of the configured chains (fixtures/spec/chains.ts).`)
  }
}

/** Anvil exited, or did not answer, before its chain was ready. */
export class ChainStartError extends PlazaTestError {
  override name = 'ChainStartError'
  constructor({ chainId, reason, cause }: { chainId: number; reason: string; cause?: unknown }) {
    super(`Chain ${chainId} did not start: ${reason}`, { cause })
  }
}

/** A JSON-RPC request to a local node failed. */
export class LocalRpcError extends PlazaTestError {
  override name = 'LocalRpcError'
  constructor({ url, method, message }: { url: string; method: string; message: string }) {
    super(`${method} failed on ${url}: ${message}`)
  }
}

/** `revert()` before any `snapshot()`. */
export class NoSnapshotError extends PlazaTestError {
  override name = 'NoSnapshotError'
  constructor() {
    super('No snapshot to revert to: call snapshot() first.')
  }
}

/** A command-line option the chains command does not accept. */
export class InvalidOptionError extends PlazaTestError {
  override name = 'InvalidOptionError'
  constructor({ option, value }: { option: string; value: string }) {
    super(`Invalid --${option}: ${value}`)
  }
}

/** A compiled contract lacks a state variable the chain state writes. */
export class MissingStorageVariableError extends PlazaTestError {
  override name = 'MissingStorageVariableError'
  constructor({ contractName, label }: { contractName: string; label: string }) {
    super(`${contractName} has no state variable '${label}'.`, {
      details: 'Rebuild the artifacts with npm run contracts:build.',
    })
  }
}
