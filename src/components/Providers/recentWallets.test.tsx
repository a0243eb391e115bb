import { useConnectModal } from '@rainbow-me/rainbowkit'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { custom } from 'viem'
import { specConstants } from '../../../fixtures/spec/constants'
import { specWalletsShownByDefault } from '../../../fixtures/spec/wallets'
import { renderWithProviders } from '../../../unit/renderWithProviders'
import { createAppConfig } from '../../config/wagmi'

function OpenConnectModal() {
  const { openConnectModal } = useConnectModal()
  return (
    <button type="button" onClick={openConnectModal}>
      Connect Wallet
    </button>
  )
}

afterEach(() => {
  cleanup()
  localStorage.clear()
})

test("LIM-RECENT: a visitor who used every wallet of the list sees only the last three tagged 'Recent'", async () => {
  // What RainbowKit keeps of the wallets a visitor connected with, the latest first.
  const used = specWalletsShownByDefault.map((wallet) => wallet.id)
  localStorage.setItem('rk-recent', JSON.stringify(used))
  const config = createAppConfig({
    projectId: 'test-project',
    storage: null,
    transportFor: () => custom({ request: async () => null }),
  })
  renderWithProviders(<OpenConnectModal />, { config })
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const dialog = await screen.findByRole('dialog')
  const tagged = within(dialog)
    .getAllByText('Recent', { exact: true })
    .map((tag) => tag.closest('[data-testid^="rk-wallet-option-"]')?.getAttribute('data-testid'))
  expect(used.length).toBeGreaterThan(specConstants.maxRecentWallets)
  expect(tagged).toEqual(
    used.slice(0, specConstants.maxRecentWallets).map((id) => `rk-wallet-option-${id}`),
  )
})
