export { anvilPackageName, resolveAnvilBinary } from './anvilBinary'
export { testMnemonic } from './anvilProcess'
export {
  AnvilNotFoundError,
  ChainStartError,
  InvalidPortRangeError,
  LocalRpcError,
  NoSnapshotError,
  PortInUseError,
  UnknownChainError,
} from './errors'
export { forkUrlsFromEnv } from './forkUrls'
export { writeManifest } from './manifest'
export { defaultBasePort, resolveBasePort, workerBasePort } from './ports'
export {
  defaultAppOrigin,
  type LocalChain,
  type LocalChains,
  type StartChainsOptions,
  startChains,
  stopChains,
} from './startChains'
