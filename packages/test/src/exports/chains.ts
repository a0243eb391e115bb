// Entry `@plaza-social/test/chains`: local anvil chains with the app's contracts and names.
export { multicall3Address } from '../chains/chainState'
export { universalResolverAddress } from '../chains/ensState'
export { servePublicDir } from '../chains/servePublicDir'
export {
  defaultAppOrigin,
  type LocalChain,
  type LocalChains,
  type StartChainsOptions,
  startChains,
} from '../chains/startChains'
export {
  type StartChainsOnFreePortsOptions,
  startChainsOnFreePorts,
} from '../chains/startChainsOnFreePorts'
export { usdc } from '../chains/usdc'
