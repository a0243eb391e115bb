import { ConnectButton } from '@rainbow-me/rainbowkit'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { custom, type Transport } from 'viem'
import { specConstants } from '../../../fixtures/spec/constants'
import { createAppConfig } from '../../config/wagmi'
import { Providers } from './Providers'

const offline: Transport = custom({
  request: async () => {
    throw new Error('no node in this test')
  },
})

test("LIM-RECENT: four wallets used, newest first: the connect modal tags only the 3 newest 'Recent'", async () => {
  // RainbowKit's record of the wallets used, newest first (what connecting writes).
  const used = ['metaMask', 'rainbow', 'coinbase', 'walletConnect']
  localStorage.setItem('rk-recent', JSON.stringify(used))
  render(
    <Providers config={createAppConfig({ projectId: 'test-project', transportFor: () => offline })}>
      <ConnectButton />
    </Providers>,
  )
  fireEvent.click(await screen.findByRole('button', { name: 'Connect Wallet' }))
  await screen.findByTestId('rk-wallet-option-metaMask')
  const tagged = screen
    .getAllByTestId(/^rk-wallet-option-/)
    .filter((option) => within(option).queryByText('Recent', { exact: true }))
    .map((option) => option.dataset.testid?.replace('rk-wallet-option-', ''))
  expect(tagged).toEqual(used.slice(0, specConstants.maxRecentWallets))
})
