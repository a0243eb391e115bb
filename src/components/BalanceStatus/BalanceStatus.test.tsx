import { screen, waitFor } from '@testing-library/react'
import { connect, custom } from '@wagmi/core'
import { specAppTexts } from '../../../fixtures/spec/appTexts'
import { renderWithProviders } from '../../../unit/renderWithProviders'
import { browserWalletOf, standInWallet } from '../../../unit/standIns/standInWallet'
import { createAppConfig } from '../../config/wagmi'
import { BalanceStatus } from './BalanceStatus'

describe('BalanceStatus', () => {
  afterAll(() => Reflect.deleteProperty(window, 'ethereum'))

  test('while the node cannot give the balance a clear text says so; it goes once the node answers again', async () => {
    Object.assign(window, { ethereum: standInWallet() })
    const node = { down: true }
    const config = createAppConfig({
      projectId: 'test-project',
      storage: null,
      transportFor: () =>
        custom({
          request: async ({ method }) => {
            if (node.down) throw new Error('connect ECONNREFUSED')
            return method === 'eth_getBalance' ? '0xde0b6b3a7640000' : '0x1'
          },
        }),
    })
    await connect(config, { connector: browserWalletOf(config) })
    renderWithProviders(<BalanceStatus />, { config })
    // viem retries a failed request a few times first.
    expect(await screen.findByRole('status')).toHaveTextContent(specAppTexts.balanceUnavailable)
    node.down = false
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull())
  })
})
