import { memoryStorage } from '@plaza-social/test/storage'
import { describe, expect, test } from 'vitest'
import { eventsOf } from '../../test/requests.ts'
import { bob } from '../../test/testChains.ts'
import { walletOnTestChains } from '../../test/walletOnTestChains.ts'
import { createMockWallet } from './createMockWallet.ts'
import { anvilTestKeys } from './testAccounts.ts'

const { wallet, chains } = walletOnTestChains()

describe("the wallet's user", () => {
  test('switchAccount: accountsChanged with the new account first', async () => {
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const accountsChanged = eventsOf(wallet, 'accountsChanged')
    wallet.switchAccount(1)
    expect(accountsChanged[0]?.[0]).toBe(bob)
    expect((await wallet.provider.request({ method: 'eth_accounts' }))[0]).toBe(bob)
  })

  test('lock: no accounts (accountsChanged []); connecting again asks the user', async () => {
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const accountsChanged = eventsOf(wallet, 'accountsChanged')
    wallet.lock()
    expect(accountsChanged).toEqual([[]])
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    expect(wallet.log({ method: 'eth_requestAccounts' }).at(-1)?.prompted).toBe(true)
  })

  test('changeChain and moveToUnsupportedChain: chainChanged', async () => {
    const chainChanged = eventsOf(wallet, 'chainChanged')
    wallet.changeChain(10)
    wallet.moveToUnsupportedChain()
    expect(chainChanged).toEqual(['0xa', '0x7a69'])
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  test('changeChain: an unknown chain is added first, named as given, on its node', async () => {
    wallet.changeChain(8453, { name: 'Base' })
    expect(wallet.snapshot().chains).toContainEqual({ id: 8453, name: 'Base' })
    expect(await wallet.provider.request({ method: 'net_version' })).toBe('8453')
  })

  test('disconnect: 1013 (accounts left or not), 4900 and 4901; connect and message events', async () => {
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const disconnects = eventsOf(wallet, 'disconnect')
    const connects = eventsOf(wallet, 'connect')
    const messages = eventsOf(wallet, 'message')
    wallet.disconnect({ code: 1013, accountsLeft: true })
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toHaveLength(
      anvilTestKeys.length,
    )
    wallet.disconnect({ code: 1013 })
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    wallet.disconnect()
    wallet.disconnect({ code: 4901 })
    const reconnecting = {
      code: 1013,
      shortMessage: 'The wallet is reconnecting; try again later.',
      details: 'The mock wallet disconnected.',
    }
    expect(disconnects).toMatchObject([
      reconnecting,
      reconnecting,
      { name: 'ProviderDisconnectedError', code: 4900, details: 'The mock wallet disconnected.' },
      { name: 'ChainDisconnectedError', code: 4901, details: 'The mock wallet disconnected.' },
    ])
    wallet.reconnect()
    expect(connects).toEqual([{ chainId: '0x1' }])
    wallet.sendMessage('notice', { text: 'hi' })
    expect(messages).toEqual([{ type: 'notice', data: { text: 'hi' } }])
  })
})

describe('events', () => {
  test('removeListener stops events; once fires once', () => {
    const seen: string[] = []
    const listener = (chainId: string) => {
      seen.push(chainId)
    }
    wallet.provider.on('chainChanged', listener)
    wallet.provider.once('chainChanged', listener)
    wallet.changeChain(10)
    wallet.provider.removeListener('chainChanged', listener)
    wallet.changeChain(1)
    expect(seen).toEqual(['0xa', '0xa'])
  })
})

describe('QR pairing', () => {
  test('pair(): display_uri (also to late listeners) until scan()', async () => {
    const pairing = wallet.pair('test-mock-wallet://pair?session=test')
    const uri = await new Promise<string>((resolve) => wallet.provider.once('display_uri', resolve))
    expect(uri).toBe('test-mock-wallet://pair?session=test')
    await wallet.scan()
    await pairing
    expect(wallet.log({ method: 'mock_scanQrCode' })[0]?.status).toBe('approved')
  })

  test('namespace: the pairing URI scheme is the namespace’s', async () => {
    const acme = createMockWallet({ chains: chains.walletChains([1]), namespace: 'acme' })
    const pairing = acme.pair()
    expect((await acme.waitForPending('mock_scanQrCode')).params).toEqual([
      { uri: expect.stringMatching(/^acme-mock-wallet:\/\/pair\?session=/) },
    ])
    await acme.scan()
    await pairing
  })
})

describe('storage', () => {
  test('the connection, chain and account survive a page load; reset() forgets them', async () => {
    const storage = memoryStorage()
    const options = { chains: chains.walletChains([1, 10]), storage, namespace: 'acme' }
    const first = createMockWallet(options)
    await first.provider.request({ method: 'eth_requestAccounts' })
    first.changeChain(10)
    first.switchAccount(1)
    expect(storage.getItem('acme.mockWallet')).not.toBeNull()
    const reloaded = createMockWallet(options)
    expect(await reloaded.provider.request({ method: 'eth_accounts' })).toContain(bob)
    expect(await reloaded.provider.request({ method: 'eth_chainId' })).toBe('0xa')
    reloaded.reset()
    expect(createMockWallet(options).snapshot().permitted).toBe(false)
  })
})
