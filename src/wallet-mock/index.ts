export {
  connectAlias,
  createMockWallet,
  type DisconnectOptions,
  type MockEip1193Provider,
  type MockWallet,
  type MockWalletMode,
  type MockWalletOptions,
  type PendingRequest,
  promptMethods,
  scanMethod,
} from './createMockWallet'
export { walletErrors } from './errors'
export { type InstallOptions, installMockWallet } from './install'
export type { RequestLogEntry, RequestStatus } from './requestLog'
export { type Outcome, type OutcomeType, outcomeTypes } from './scenarios'
export { anvilTestKeys } from './testAccounts'
export { type Eip6963Info, type WalletPresetName, walletPresets } from './walletPresets'
export type { StateStorage, WalletChain } from './walletState'
