import { ConnectButton } from '@rainbow-me/rainbowkit'
import { screen } from '@testing-library/react'
import { createAppConfig } from '../../src/config/wagmi'
import { renderWithProviders } from '../renderWithProviders'

describe('the app providers', () => {
  test('BTN-1: with no wallet connected the ConnectButton shows "Connect Wallet"', async () => {
    renderWithProviders(<ConnectButton />, {
      config: createAppConfig({ projectId: 'test-project', storage: null }),
    })
    expect(await screen.findByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  })
})
