import { screen, waitFor } from '@testing-library/react'
import { connect, custom } from '@wagmi/core'
import { specAppTexts } from '../../../fixtures/spec/appTexts'
import {
  browserWalletOf,
  installBrowserWallet,
  renderWithProviders,
} from '../../../unit/renderWithProviders'
import { createAppConfig } from '../../config/wagmi'
import { BalanceStatus } from './BalanceStatus'

describe('BalanceStatus', () => {
  test('while the node cannot give the balance a clear text says so; it goes once the node answers again', async () => {
    installBrowserWallet()
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
