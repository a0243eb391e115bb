import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { eventsOf } from '../../test/requests.ts'
import { alice } from '../../test/testChains.ts'
import { walletOnTestChains } from '../../test/walletOnTestChains.ts'
import { createMockWallet } from '../core/createMockWallet.ts'
import type { MockWalletOptions } from '../core/options.ts'
import { walletPersonas } from './walletPersonas.ts'

const { chains } = walletOnTestChains()

/** A wallet on Ethereum as the persona. */
const walletAs = (persona: keyof typeof walletPersonas, options: Partial<MockWalletOptions> = {}) =>
  createMockWallet({
    chains: chains.walletChains([1]),
    persona: walletPersonas[persona],
    ...options,
  })

const addBase = {
  chainId: '0x2105',
  chainName: 'Base',
  rpcUrls: ['https://base.example'],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}

test('decimalChainIds: eth_chainId, chainChanged and connect in decimal', async () => {
  const wallet = walletAs('decimalChainIds', { chains: chains.walletChains([1, 10]) })
  const changes = eventsOf(wallet, 'chainChanged')
  const connects = eventsOf(wallet, 'connect')
  expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('1')
  wallet.changeChain(10)
  wallet.reconnect()
  expect(changes).toEqual(['10'])
  expect(connects).toEqual([{ chainId: '10' }])
})

test('metamask: wallet_addEthereumChain refuses a node that answers another chain id (-32602)', async () => {
  const misleading = walletAs('metamask', { nodeUrls: { 8453: chains.rpcUrl(10) } })
  await expect(
    misleading.provider.request({ method: 'wallet_addEthereumChain', params: [addBase] }),
  ).rejects.toMatchObject({ code: -32602 })
  expect(misleading.snapshot().chains.map((chain) => chain.id)).toEqual([1])

  const honest = walletAs('metamask', { nodeUrls: chains.nodeUrls })
  await honest.provider.request({ method: 'wallet_addEthereumChain', params: [addBase] })
  expect(await honest.provider.request({ method: 'eth_chainId' })).toBe('0x2105')
})

test('metamask and coinbaseSmartWallet: their EIP-5792 capabilities', async () => {
  const capabilitiesOf = async (persona: keyof typeof walletPersonas) => {
    const wallet = walletAs(persona)
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    return wallet.provider.request({ method: 'wallet_getCapabilities', params: [alice] })
  }
  expect(await capabilitiesOf('metamask')).toEqual({
    '0x1': { atomic: { status: 'ready' }, eip7702Auth: { supported: true } },
  })
  expect(await capabilitiesOf('coinbaseSmartWallet')).toEqual({
    '0x1': {
      atomic: { status: 'supported' },
      eip7702Auth: { supported: true },
      paymasterService: { supported: true },
    },
  })
})

test('coinbaseSmartWallet: a batch requiring paymasterService is taken, not refused with 5700', async () => {
  const wallet = walletAs('coinbaseSmartWallet')
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  const { id } = await wallet.provider.request({
    method: 'wallet_sendCalls',
    params: [
      {
        version: '2.0.0',
        atomicRequired: true,
        calls: [{ to: alice, value: '0x1' }],
        capabilities: { paymasterService: { url: 'https://paymaster.example' } },
      },
    ],
  })
  expect(id).toMatch(/^0x/)
})

test("every persona's differences are in the package README, with their sources", () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
  for (const [name, persona] of Object.entries(walletPersonas))
    for (const { source } of persona.differences)
      expect(readme, `${name}: ${source}`).toContain(source)
})
