import { EventEmitter as Emitter } from 'node:events'
import { anvilTestKeys } from '@plaza-social/mock-wallet'
import { screen, waitFor } from '@testing-library/react'
import { connect, custom } from '@wagmi/core'
import { privateKeyToAddress } from 'viem/accounts'
import { specAppTexts } from '../../../fixtures/spec/appTexts'
import { renderWithProviders } from '../../../unit/renderWithProviders'
import { createAppConfig } from '../../config/wagmi'
import { BalanceStatus } from './BalanceStatus'

const account = privateKeyToAddress(anvilTestKeys[0])

function browserWallet() {
  const request = async ({ method }: { method: string }) => {
    if (method === 'eth_chainId') return '0x1'
    if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [account]
    if (method === 'wallet_requestPermissions') return [{ parentCapability: 'eth_accounts' }]
    return null
  }
  Object.defineProperty(window, 'ethereum', {
    value: Object.assign(new Emitter(), { request }),
    configurable: true,
  })
}

describe('BalanceStatus', () => {
  afterAll(() => Reflect.deleteProperty(window, 'ethereum'))

  test('while the node cannot give the balance a clear text says so; it goes once the node answers again', async () => {
    browserWallet()
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
    const connector = config.connectors.find((candidate) => candidate.id === 'injected')
    await connect(config, { connector: connector! })
    renderWithProviders(<BalanceStatus />, { config })
    // viem retries a failed request a few times first.
    expect(await screen.findByRole('status')).toHaveTextContent(specAppTexts.balanceUnavailable)
    node.down = false
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull())
  })
})
