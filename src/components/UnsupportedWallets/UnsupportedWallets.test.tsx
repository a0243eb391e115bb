import { cleanup, within } from '@testing-library/react'
import { specText } from '../../../fixtures/spec/kitTexts'
import { specPopularGroup } from '../../../fixtures/spec/wallets'
import { openConnectModal } from '../../../unit/renderWithProviders'

afterEach(cleanup)

test("ERR-UNSUPPORTED: under the app's desktop list, the Popular wallets that cannot run here are disabled '<name> (unsupported)' tiles", async () => {
  const dialog = within(await openConnectModal())
  const tiles = await dialog.findAllByRole('button', {
    name: new RegExp(`${specText.unsupported.replace(/[()]/g, '\\$&')}$`),
  })
  expect(tiles.map((tile) => tile.textContent)).toEqual(
    specPopularGroup.wallets
      .filter((wallet) => 'shownWhen' in wallet)
      .map((wallet) => `${wallet.name} ${specText.unsupported}`),
  )
  for (const tile of tiles) expect(tile).toBeDisabled()
})
