// Entry `@plaza-social/test/errors`: the test infrastructure's errors, PlazaErrors (@plaza-social/errors).
export {
  AnvilNotFoundError,
  ChainStartError,
  InvalidPortCountError,
  InvalidPortRangeError,
  LocalRpcError,
  MissingStorageVariableError,
  NoFreePortsError,
  NoSnapshotError,
  PortInUseError,
  UnknownChainError,
} from '../errors'
