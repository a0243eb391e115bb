import { devWallets } from './extras'
import { getWalletSamplesKey } from './getWalletSamples'

describe("devWallets: a dev build's wallet groups", () => {
  test("default: the Test Wallets in a group of their own, no 'Wallets to get' unless asked", () => {
    const { extraWallets, leadingWallets } = devWallets()
    expect(extraWallets.map((group) => [group.groupName, group.wallets.length])).toEqual([
      ['Development', 2],
    ])
    expect(leadingWallets).toBeUndefined()
  })

  test("LIM-GET: local storage asks for the 'Wallets to get' before 'Popular'", () => {
    localStorage.setItem(getWalletSamplesKey, '1')
    const [samples, ...others] = devWallets().leadingWallets ?? []
    expect(others).toEqual([])
    expect(samples?.groupName).toBe('Wallets to get')
    expect(samples?.wallets).toHaveLength(6)
    localStorage.setItem(getWalletSamplesKey, 'yes')
    expect(devWallets().leadingWallets).toBeUndefined()
  })
})
