import { expect, test } from 'vitest'
import { eventsOf } from '../../test/requests.ts'
import { walletOnTestChains } from '../../test/walletOnTestChains.ts'

const { wallet } = walletOnTestChains()

test('default: wallet_switchEthereumChain switches, emits chainChanged, and calls go to the new node', async () => {
  const chainChanged = eventsOf(wallet, 'chainChanged')
  expect(
    await wallet.provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0xa' }],
    }),
  ).toBeNull()
  expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0xa')
  expect(chainChanged).toEqual(['0xa'])
  expect(await wallet.provider.request({ method: 'net_version' })).toBe('10')
})

test('behavior: a switch to the current chain asks nobody', async () => {
  for (const _ of [1, 2])
    await wallet.provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0xa' }],
    })
  expect(
    wallet.log({ method: 'wallet_switchEthereumChain' }).map((entry) => entry.prompted),
  ).toEqual([true, false])
})

test('behavior: an unknown chain gives 4902 until wallet_addEthereumChain adds it, on the known node', async () => {
  await expect(
    wallet.provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x2105' }],
    }),
  ).rejects.toMatchObject({
    name: 'SwitchChainError',
    code: 4902,
    shortMessage: 'An error occurred when attempting to switch chain.',
    details:
      'Unrecognized chain ID "0x2105". Try adding the chain using wallet_addEthereumChain first.',
  })
  const chainChanged = eventsOf(wallet, 'chainChanged')
  const added = await wallet.provider.request({
    method: 'wallet_addEthereumChain',
    params: [
      {
        chainId: '0x2105',
        chainName: 'Base',
        rpcUrls: ['https://mainnet.base.org'],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ],
  })
  expect(added).toBeNull()
  expect(chainChanged).toEqual(['0x2105'])
  expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x2105')
  // nodeUrls[8453]: the local node, never mainnet.base.org.
  expect(await wallet.provider.request({ method: 'net_version' })).toBe('8453')
  expect(wallet.snapshot().chains.map((chain) => chain.id)).toEqual([1, 10, 8453])
})
