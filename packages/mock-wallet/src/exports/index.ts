// Entry `.`: the wallet itself (no wagmi, RainbowKit or Playwright).
export type { AtomicOption, AtomicStatus } from '../calls/atomicStatus.ts'
export type { BatchStatus, CallBatch } from '../calls/callBatches.ts'
export type { DisconnectOptions, MockWalletControls } from '../core/control.ts'
export { createMockWallet, type MockWallet } from '../core/createMockWallet.ts'
export {
  DuplicateWalletError,
  MockWalletError,
  MockWalletOptionError,
  NoPendingRequestError,
  UnknownAccountError,
  UnknownWalletError,
} from '../core/errors.ts'
export {
  createInjection,
  type InjectionOptions,
  type MockWalletInjection,
  mainWalletId,
  type OtherWalletOptions,
} from '../core/injection.ts'
export { type InstallOptions, installMockWallet } from '../core/install.ts'
export { defaultNamespace, type MockWalletNames, mockWalletNames } from '../core/namespace.ts'
export type { MockWalletMode, MockWalletOptions } from '../core/options.ts'
export { controlledWallet, installedWallet, publishWallet } from '../core/pageGlobals.ts'
export type { PendingRequest, PromptSelector } from '../core/prompts.ts'
export type { RequestLogEntry, RequestStatus } from '../core/requestLog.ts'
export { connectAlias } from '../core/requests.ts'
export { walletErrors } from '../core/rpcErrors.ts'
export type {
  MockEip1193Provider,
  MockWalletEventMap,
  MockWalletMethod,
  MockWalletRequest,
  MockWalletRequestFn,
  MockWalletRpcSchema,
} from '../core/rpcSchema.ts'
export { type Outcome, type OutcomeName, type OutcomeType, outcomeTypes } from '../core/scripts.ts'
export type { StateStorage, WalletChain } from '../core/state.ts'
export { anvilTestKeys } from '../core/testAccounts.ts'
export { type Eip6963Info, type WalletPresetName, walletPresets } from '../core/walletPresets.ts'
export { promptMethods } from '../methods/methodHandlers.ts'
export { scanMethod } from '../methods/pairing.ts'
export type { WalletPersona } from '../personas/walletPersona.ts'
export { type WalletPersonaName, walletPersonas } from '../personas/walletPersonas.ts'
export type { ScenarioPage, WalletScenario } from '../scenarios/walletScenario.ts'
export { type WalletScenarioName, walletScenarios } from '../scenarios/walletScenarios.ts'
