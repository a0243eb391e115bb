// Entry `@plaza-social/test/errors`.
export {
  AnvilNotFoundError,
  ChainStartError,
  InvalidOptionError,
  InvalidPortCountError,
  InvalidPortRangeError,
  LocalRpcError,
  MissingStorageVariableError,
  NoFreePortsError,
  NoSnapshotError,
  PortInUseError,
  UnknownChainError,
} from '../errors'
