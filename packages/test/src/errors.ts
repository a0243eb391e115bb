import { PlazaError } from '@plaza-social/errors'

/** The platform's anvil binary is not installed (or this platform has none). */
export class AnvilNotFoundError extends PlazaError {
  override name = 'AnvilNotFoundError'
  constructor({ path, cause }: { path: string; cause?: unknown }) {
    super(`Anvil binary not found: ${path}.`, {
      details: 'Run `npm install` (it installs @foundry-rs/anvil and its platform package).',
      cause,
    })
  }
}

/** Another process already listens on a port a chain needs. */
export class PortInUseError extends PlazaError {
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
export class InvalidPortRangeError extends PlazaError {
  override name = 'InvalidPortRangeError'
  constructor({ basePort, count }: { basePort: unknown; count: number }) {
    super(`Invalid base port ${String(basePort)}: ${count} ports must fit in 1024..32767.`)
  }
}

/** No block of `count` consecutive ports is free (or unclaimed) in the allocator's range. */
export class NoFreePortsError extends PlazaError {
  override name = 'NoFreePortsError'
  constructor({ count, first, end }: { count: number; first: number; end: number }) {
    super(`No ${count} consecutive free ports in ${first}..${end - 1}.`, {
      details: 'Other test runs hold them: wait for them to finish, or stop leftover processes.',
    })
  }
}

/** A request for a number of ports that is not a positive whole number. */
export class InvalidPortCountError extends PlazaError {
  override name = 'InvalidPortCountError'
  constructor({ count }: { count: unknown }) {
    super(`Invalid port count ${String(count)}: ask for 1 port or more.`)
  }
}

/** A chain id that is not one of the chains started. */
export class UnknownChainError extends PlazaError {
  override name = 'UnknownChainError'
  constructor({ chainId }: { chainId: number }) {
    super(`Chain ${chainId} is not one of the started chains.`)
  }
}

/** Anvil exited, or did not answer, before its chain was ready. */
export class ChainStartError extends PlazaError {
  override name = 'ChainStartError'
  constructor({ chainId, reason, cause }: { chainId: number; reason: string; cause?: unknown }) {
    super(`Chain ${chainId} did not start: ${reason}`, { cause })
  }
}

/** A JSON-RPC request to a local node failed. */
export class LocalRpcError extends PlazaError {
  override name = 'LocalRpcError'
  constructor({ url, method, message }: { url: string; method: string; message: string }) {
    super(`${method} failed on ${url}: ${message}`)
  }
}

/** `revert()` before any `snapshot()`. */
export class NoSnapshotError extends PlazaError {
  override name = 'NoSnapshotError'
  constructor() {
    super('No snapshot to revert to: call snapshot() first.')
  }
}

/** A compiled contract lacks a state variable the chain state writes. */
export class MissingStorageVariableError extends PlazaError {
  override name = 'MissingStorageVariableError'
  constructor({ contractName, label }: { contractName: string; label: string }) {
    super(`${contractName} has no state variable '${label}'.`, {
      details: 'Rebuild the artifacts with npm run contracts:build.',
    })
  }
}
