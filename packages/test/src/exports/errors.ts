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
  PlazaTestError,
  PortInUseError,
  UnknownChainError,
} from '../errors'
