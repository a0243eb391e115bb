import { specChains } from '../../fixtures/spec/chains'
import { specConstants } from '../../fixtures/spec/constants'
import { chains } from '../../src/config/chains'
import { createAppConfig } from '../../src/config/wagmi'

describe('CFG-2: the 11 chains in spec order', () => {
  test('CFG-2, ACC-2: chains module lists the spec chains with their ids, names and symbols', () => {
    expect(
      chains.map(({ id, name, nativeCurrency }) => ({ id, name, symbol: nativeCurrency.symbol })),
    ).toEqual(specChains)
  })

  test('CFG-2: the wagmi config serves exactly those chains, in order', () => {
    const config = createAppConfig({ projectId: 'test-project' })
    expect(config.chains.map((chain) => chain.id)).toEqual(specChains.map((chain) => chain.id))
  })

  test('CFG-7: every chain carries the base-fee multiplier 1.2', () => {
    for (const chain of chains)
      expect(chain.fees?.baseFeeMultiplier).toBe(specConstants.baseFeeMultiplier)
  })
})
