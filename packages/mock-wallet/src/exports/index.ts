// Entry `.`: the wallet itself (no wagmi, RainbowKit or Playwright).
export type { AtomicOption, AtomicStatus } from '../calls/atomicStatus'
export type { BatchStatus, CallBatch } from '../calls/callBatches'
export type { DisconnectOptions, MockWalletControls } from '../core/control'
export { createMockWallet, type MockWallet } from '../core/createMockWallet'
export {
  MockWalletError,
  MockWalletOptionError,
  NoPendingRequestError,
  UnknownAccountError,
} from '../core/errors'
export { type InstallOptions, installMockWallet } from '../core/install'
export { defaultNamespace, type MockWalletNames, mockWalletNames } from '../core/namespace'
export type { MockWalletMode, MockWalletOptions } from '../core/options'
export { controlledWallet, installedWallet, publishWallet } from '../core/pageGlobals'
export type { PendingRequest, PromptSelector } from '../core/prompts'
export type { RequestLogEntry, RequestStatus } from '../core/requestLog'
export { connectAlias } from '../core/requests'
export { walletErrors } from '../core/rpcErrors'
export type {
  MockEip1193Provider,
  MockWalletEventMap,
  MockWalletMethod,
  MockWalletRequest,
  MockWalletRequestFn,
  MockWalletRpcSchema,
} from '../core/rpcSchema'
export { type Outcome, type OutcomeName, type OutcomeType, outcomeTypes } from '../core/scripts'
export type { StateStorage, WalletChain } from '../core/state'
export { anvilTestKeys } from '../core/testAccounts'
export { type Eip6963Info, type WalletPresetName, walletPresets } from '../core/walletPresets'
export { promptMethods } from '../methods/methodHandlers'
export { scanMethod } from '../methods/pairing'
