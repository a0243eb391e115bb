import { connect, disconnect } from 'wagmi/actions'
import { specChains } from '../../fixtures/spec/chains'
import { offlineAppConfig } from '../../unit/renderWithProviders'
import { createAppConfig } from './wagmi'

// wagmi's WalletConnect connector says it when the visit stored no chain and its config has none
// (@wagmi/connectors, walletConnect.ts, connect). Every config of the app comes from
// createAppConfig, which takes no chain list: the visitor's, the dev build's (extra wallets),
// Storybook's (no storage).
test("ERR-NOCHAINS: every config of the app has the spec's 11 chains, so its WalletConnect wallet connects to the first without 'No chains found on connector.'", async () => {
  const specIds = specChains.map((chain) => chain.id)
  for (const parameters of [{}, { storage: null }, { leadingWallets: [], extraWallets: [] }])
    expect(
      createAppConfig({ projectId: 'test-project', ...parameters }).chains.map((chain) => chain.id),
    ).toEqual(specIds)

  const config = offlineAppConfig()
  const connector = config.connectors.find((candidate) => candidate.id === 'walletConnect')!
  await expect(connect(config, { connector })).resolves.toMatchObject({ chainId: specIds[0] })
  await disconnect(config)
})
