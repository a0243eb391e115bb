import { ConnectButton } from '@rainbow-me/rainbowkit'
import { render, screen } from '@testing-library/react'
import { Providers } from '../../src/components/Providers/Providers'
import { createAppConfig } from '../../src/config/wagmi'

describe('the app providers', () => {
  test('BTN-1: with no wallet connected the ConnectButton shows "Connect Wallet"', async () => {
    render(
      <Providers config={createAppConfig({ projectId: 'test-project' })}>
        <ConnectButton />
      </Providers>,
    )
    expect(await screen.findByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  })
})
