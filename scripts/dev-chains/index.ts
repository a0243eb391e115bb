export { anvilPackageName, resolveAnvilBinary } from './anvilBinary'
export { testMnemonic } from './anvilProcess'
export { installChainState, multicall3Address } from './chainState'
export { nameServiceChainId, universalResolverAddress } from './ensState'
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
export { findFreeBasePort, isPortFree } from './portAvailability'
export { defaultBasePort, resolveBasePort, workerBasePort } from './ports'
export {
  defaultAppOrigin,
  type LocalChain,
  type LocalChains,
  type StartChainsOptions,
  startChains,
  stopChains,
} from './startChains'
export { testAccountBalance, testAccounts } from './testAccounts'
