import { specChains } from '../../fixtures/spec/chains'
import { chains } from './chains'

describe('CFG-2: the 11 chains in spec order', () => {
  test('CFG-2, ACC-2: chains module lists the spec chains with their ids, names and symbols', () => {
    expect(
      chains.map(({ id, name, nativeCurrency }) => ({ id, name, symbol: nativeCurrency.symbol })),
    ).toEqual(specChains)
  })
})
