import { isAddressEqual } from 'viem'
import { plazaToken } from '../../fixtures/chain-state/plazaToken'
import { watchToken } from '../../src/config/watchToken'

test('CALL-1: the token the app offers to watch is the one the local chains hold', () => {
  expect(isAddressEqual(watchToken.address, plazaToken.address)).toBe(true)
})
