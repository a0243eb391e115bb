import { cleanup, within } from '@testing-library/react'
import { specErrors } from '../../../fixtures/spec/errors'
import { specPopularGroup } from '../../../fixtures/spec/wallets'
import { openConnectModal } from '../../../unit/renderWithProviders'

afterEach(cleanup)

test("ERR-UNSUPPORTED: under the app's desktop list, the Popular wallets that cannot run here are disabled '<name> (unsupported)' tiles", async () => {
  const unsupported = specErrors.find((error) => error.row === 'ERR-UNSUPPORTED')!.text!
  const dialog = within(await openConnectModal())
  const tiles = await dialog.findAllByRole('button', {
    name: new RegExp(`${unsupported.replace(/[()]/g, '\\$&')}$`),
  })
  expect(tiles.map((tile) => tile.textContent)).toEqual(
    specPopularGroup.wallets
      .filter((wallet) => 'shownWhen' in wallet)
      .map((wallet) => `${wallet.name} ${unsupported}`),
  )
  for (const tile of tiles) expect(tile).toBeDisabled()
})
