import type { Wallet } from '@rainbow-me/rainbowkit'
import { createConnector } from 'wagmi'
import { injected } from 'wagmi/connectors'
import { specConstants } from '../../fixtures/spec/constants'
import { specPopularGroup } from '../../fixtures/spec/wallets'
import { createAppConfig } from './wagmi'

type RainbowKitDetails = { rkDetails?: { id: string; name: string; groupName: string } }

function listedWallets(config: ReturnType<typeof createAppConfig>) {
  const seen = new Map<string, { id: string; name: string; groupName: string }>()
  for (const connector of config.connectors as readonly RainbowKitDetails[]) {
    const details = connector.rkDetails
    if (details && !seen.has(details.id))
      seen.set(details.id, { id: details.id, name: details.name, groupName: details.groupName })
  }
  return [...seen.values()]
}

function customWallet(iconAccent: string): () => Wallet {
  return () => ({
    id: 'custom',
    name: 'Custom Wallet',
    iconUrl: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
    iconBackground: '#ffffff',
    iconAccent,
    installed: true,
    createConnector: (details) =>
      createConnector((config) => ({ ...injected()(config), ...details })),
  })
}

describe('CFG-3: group Popular', () => {
  test('CFG-3: lists the 7 spec wallets, in spec order, in group Popular', () => {
    const wallets = listedWallets(createAppConfig({ projectId: 'test-project' }))
    expect(wallets).toEqual(
      specPopularGroup.wallets.map(({ id, name }) => ({
        id,
        name,
        groupName: specPopularGroup.groupName,
      })),
    )
  })
})

describe('CFG-6: iconAccent must be a hex colour', () => {
  test.each(['blue', '#12345', '#ggg', 'fff'])(
    'CFG-6: a custom wallet with iconAccent %s is refused with the spec message',
    (accent) => {
      const message = specConstants.iconAccentError.replace('{name}', 'Custom Wallet')
      expect(() =>
        createAppConfig({
          projectId: 'test-project',
          extraWallets: [{ groupName: 'Custom', wallets: [customWallet(accent)] }],
        }),
      ).toThrow(message)
    },
  )

  test.each(['#abc', '#A1B2C3'])('CFG-6: 3- and 6-digit hex %s are accepted', (accent) => {
    const config = createAppConfig({
      projectId: 'test-project',
      extraWallets: [{ groupName: 'Custom', wallets: [customWallet(accent)] }],
    })
    expect(listedWallets(config).at(-1)).toEqual({
      id: 'custom',
      name: 'Custom Wallet',
      groupName: 'Custom',
    })
  })
})
