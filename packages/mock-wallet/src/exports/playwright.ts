// Entry `./playwright`: the Playwright fixture factory and the wallet handle.
export type {
  BrowserMockWalletConfig,
  OtherWalletConfig,
} from '../browser/startBrowserMockWallet.ts'
export { NodeFaults } from '../playwright/nodeFaults.ts'
export { loadMockWalletBundle, mockWalletInitScript } from '../playwright/walletBundle.ts'
export {
  type MockWalletFixturesConfig,
  type MockWalletNetwork,
  type MockWalletTestFixtures,
  type MockWalletWorkerFixtures,
  mockWalletFixtures,
  nodeForwardingArgs,
} from '../playwright/walletFixtures.ts'
export {
  createWalletHandle,
  type RemoteControls,
  type RemoteInjection,
  type WalletHandle,
  type WalletHandleExtras,
} from '../playwright/walletHandle.ts'
