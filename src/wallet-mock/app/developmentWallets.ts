import { developmentWallets } from '../connector/testWallet'

/**
 * The 'Development' wallet group for the app. The wallet itself (and its test keys)
 * loads on first use from a separate chunk.
 */
export const appDevelopmentWallets = () =>
  developmentWallets({
    wallet: async () => (await import('./appMockWallet')).appMockWallet(),
  })
