import { cleanup, within } from '@testing-library/react'
import { specConstants } from '../../../fixtures/spec/constants'
import { specWalletsShownByDefault } from '../../../fixtures/spec/wallets'
import { openConnectModal } from '../../../unit/renderWithProviders'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

test("LIM-RECENT: a visitor who used every wallet of the list sees only the last three tagged 'Recent'", async () => {
  // What RainbowKit keeps of the wallets a visitor connected with, the latest first.
  const used = specWalletsShownByDefault.map((wallet) => wallet.id)
  localStorage.setItem('rk-recent', JSON.stringify(used))
  const dialog = await openConnectModal()
  const tagged = within(dialog)
    .getAllByText('Recent', { exact: true })
    .map((tag) => tag.closest('[data-testid^="rk-wallet-option-"]')?.getAttribute('data-testid'))
  expect(used.length).toBeGreaterThan(specConstants.maxRecentWallets)
  expect(tagged).toEqual(
    used.slice(0, specConstants.maxRecentWallets).map((id) => `rk-wallet-option-${id}`),
  )
})
