// Entry `./playwright`: the Playwright fixture factory and the wallet handle.
export type { BrowserMockWalletConfig } from '../browser/startBrowserMockWallet'
export { NodeFaults } from '../playwright/nodeFaults'
export { buildMockWalletBundle, mockWalletInitScript } from '../playwright/walletBundle'
export {
  type MockWalletFixturesConfig,
  type MockWalletNetwork,
  type MockWalletTestFixtures,
  type MockWalletWorkerFixtures,
  mockWalletFixtures,
} from '../playwright/walletFixtures'
export {
  createWalletHandle,
  type RemoteControls,
  type WalletHandle,
  type WalletHandleExtras,
} from '../playwright/walletHandle'
