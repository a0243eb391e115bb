import { memoryStorage } from '@plaza-social/test/storage'
import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createMockWallet, type MockWallet } from './createMockWallet'
import { startMockWalletChains } from './localChains.testing'
import { anvilTestKeys } from './testAccounts'

let chains: Awaited<ReturnType<typeof startMockWalletChains>>
let wallet: MockWallet

const [alice, bob] = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
] as const

beforeAll(async () => {
  chains = await startMockWalletChains()
  await chains.snapshot()
})
afterAll(() => chains?.stop())
beforeEach(async () => {
  await chains.revert()
  wallet = createMockWallet({ chains: chains.walletChains, nodeUrls: chains.nodeUrls })
})

const request = (method: string, params?: unknown) => wallet.provider.request({ method, params })
const events = (name: string) => {
  const seen: unknown[] = []
  wallet.provider.on(name, ((value: unknown) => seen.push(value)) as never)
  return seen
}

describe('CALL-1: wallet requests', () => {
  test('CALL-1: eth_accounts is empty until eth_requestAccounts is approved, like a real wallet', async () => {
    expect(await request('eth_accounts')).toEqual([])
    const accountsChanged = events('accountsChanged')
    expect(await request('eth_requestAccounts')).toEqual([
      alice,
      ...wallet.snapshot().allAccounts.slice(1),
    ])
    expect(await request('eth_accounts')).toHaveLength(anvilTestKeys.length)
    expect(accountsChanged).toHaveLength(1)
    expect(await request('eth_chainId')).toBe('0x1')
  })

  test('CALL-1: wallet_requestPermissions / wallet_getPermissions / wallet_revokePermissions', async () => {
    expect(await request('wallet_getPermissions')).toEqual([])
    const [permission] = (await request('wallet_requestPermissions', [{ eth_accounts: {} }])) as {
      parentCapability: string
      caveats: { value: string[] }[]
    }[]
    expect(permission?.parentCapability).toBe('eth_accounts')
    expect(permission?.caveats[0]?.value[0]).toBe(alice)
    expect(await request('wallet_getPermissions')).toHaveLength(1)
    const accountsChanged = events('accountsChanged')
    expect(await request('wallet_revokePermissions', [{ eth_accounts: {} }])).toBeNull()
    expect(accountsChanged).toEqual([[]])
    expect(await request('eth_accounts')).toEqual([])
  })

  test('CALL-1: wallet_switchEthereumChain switches and emits chainChanged; the same chain needs no prompt', async () => {
    const chainChanged = events('chainChanged')
    expect(await request('wallet_switchEthereumChain', [{ chainId: '0xa' }])).toBeNull()
    expect(await request('eth_chainId')).toBe('0xa')
    expect(chainChanged).toEqual(['0xa'])
    // Forwarded calls now go to OP's node.
    expect(await request('net_version')).toBe('10')
    await request('wallet_switchEthereumChain', [{ chainId: '0xa' }])
    expect(
      wallet.log({ method: 'wallet_switchEthereumChain' }).map((entry) => entry.prompted),
    ).toEqual([true, false])
  })

  test('CALL-1, ERR-4902: an unknown chain gives 4902 until wallet_addEthereumChain adds it (on the local node)', async () => {
    await expect(
      request('wallet_switchEthereumChain', [{ chainId: '0x2105' }]),
    ).rejects.toMatchObject({
      code: 4902,
      shortMessage: 'An error occurred when attempting to switch chain.',
    })
    const chainChanged = events('chainChanged')
    const added = await request('wallet_addEthereumChain', [
      {
        chainId: '0x2105',
        chainName: 'Base',
        rpcUrls: ['https://mainnet.base.org'],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ])
    expect(added).toBeNull()
    expect(chainChanged).toEqual(['0x2105'])
    expect(await request('eth_chainId')).toBe('0x2105')
    expect(await request('net_version')).toBe('8453')
    expect(wallet.snapshot().chains.map((chain) => chain.id)).toEqual([1, 10, 8453])
  })

  test('CALL-1: wallet_watchAsset answers true and the wallet remembers the asset', async () => {
    const asset = { type: 'ERC20', options: { address: alice, symbol: 'PLZ', decimals: 18 } }
    expect(await request('wallet_watchAsset', asset)).toBe(true)
    expect(wallet.snapshot().watchedAssets).toEqual([asset])
  })

  test('personal_sign and eth_signTypedData_v4 sign with the test key; 4100 for an account not connected', async () => {
    await expect(request('personal_sign', ['0x68656c6c6f', alice])).rejects.toMatchObject({
      code: 4100,
    })
    await request('eth_requestAccounts')
    const signature = (await request('personal_sign', ['0x68656c6c6f', alice])) as `0x${string}`
    expect(await verifyMessage({ address: alice, message: 'hello', signature })).toBe(true)

    const typedData = {
      domain: { name: 'Plaza', version: '1', chainId: 1 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Post: [{ name: 'text', type: 'string' }],
      },
      primaryType: 'Post',
      message: { text: 'gm' },
    } as const
    const typedSignature = (await request('eth_signTypedData_v4', [
      alice,
      JSON.stringify(typedData),
    ])) as `0x${string}`
    const { EIP712Domain: _, ...types } = typedData.types
    expect(
      await verifyTypedData({ ...typedData, types, address: alice, signature: typedSignature }),
    ).toBe(true)
  })

  test('eth_sendTransaction is signed locally and mined on the current chain node; other calls are forwarded', async () => {
    await request('eth_requestAccounts')
    const before = BigInt((await request('eth_getBalance', [bob, 'latest'])) as string)
    const hash = (await request('eth_sendTransaction', [
      { from: alice, to: bob, value: '0xde0b6b3a7640000' },
    ])) as `0x${string}`
    const client = createPublicClient({ transport: http(chains.rpcUrl(1)) })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(alice.toLowerCase())
    expect(BigInt((await request('eth_getBalance', [bob, 'latest'])) as string)).toBe(
      before + parseEther('1'),
    )
  })

  test('a node error is passed through with its code; signing methods the wallet lacks give 4200', async () => {
    await expect(request('eth_noSuchMethod')).rejects.toMatchObject({ code: -32601 })
    await expect(request('eth_sign', [alice, '0x00'])).rejects.toMatchObject({ code: 4200 })
  })
})

describe('scenarios', () => {
  test('ERR-4001: a scripted rejection answers one request with 4001, then the wallet approves again', async () => {
    wallet.script('eth_requestAccounts', 'reject')
    await expect(request('eth_requestAccounts')).rejects.toMatchObject({
      code: 4001,
      shortMessage: 'User rejected the request.',
    })
    expect(await request('eth_requestAccounts')).toHaveLength(anvilTestKeys.length)
    expect(wallet.log({ method: 'eth_requestAccounts' }).map((entry) => entry.status)).toEqual([
      'rejected',
      'approved',
    ])
  })

  test("ERR-4001: 'connect' scripts whichever connect request comes first", async () => {
    wallet.script('connect', 'reject')
    await expect(
      request('wallet_requestPermissions', [{ eth_accounts: {} }]),
    ).rejects.toMatchObject({ code: 4001 })
    expect(await request('eth_requestAccounts')).toHaveLength(anvilTestKeys.length)
  })

  test('ERR-4902: a scripted 4902 on a known chain', async () => {
    wallet.script('wallet_switchEthereumChain', 'unrecognizedChain')
    await expect(request('wallet_switchEthereumChain', [{ chainId: '0xa' }])).rejects.toMatchObject(
      { code: 4902 },
    )
  })

  test('ERR-32002: a second request while one waits for the user gets -32002, the first still completes', async () => {
    wallet.setMode('manual')
    const first = request('eth_requestAccounts')
    const pending = await wallet.waitForPending('eth_requestAccounts')
    await expect(
      request('wallet_requestPermissions', [{ eth_accounts: {} }]),
    ).rejects.toMatchObject({
      code: -32002,
      shortMessage: 'Requested resource not available.',
    })
    await expect(request('eth_requestAccounts')).rejects.toMatchObject({ code: -32002 })
    wallet.approve(pending.id)
    expect(await first).toHaveLength(anvilTestKeys.length)
    // A scripted -32002 also exists.
    wallet.script('wallet_switchEthereumChain', 'alreadyPending')
    await expect(request('wallet_switchEthereumChain', [{ chainId: '0xa' }])).rejects.toMatchObject(
      { code: -32002 },
    )
  })

  test('CHN-4: a wallet that cannot switch networks from the app answers 4200 (method not supported)', async () => {
    wallet.script('wallet_switchEthereumChain', 'unsupported')
    await expect(request('wallet_switchEthereumChain', [{ chainId: '0x1' }])).rejects.toMatchObject(
      { code: 4200 },
    )
    expect(wallet.snapshot().chainId).toBe(1)
  })

  test('manual mode: each prompt waits for approve() or reject(); reads are answered at once', async () => {
    wallet.setMode('manual')
    expect(await request('eth_chainId')).toBe('0x1')
    const switching = request('wallet_switchEthereumChain', [{ chainId: '0xa' }])
    expect((await wallet.waitForPending()).method).toBe('wallet_switchEthereumChain')
    expect(wallet.snapshot().pending).toHaveLength(1)
    wallet.reject('wallet_switchEthereumChain')
    await expect(switching).rejects.toMatchObject({ code: 4001 })
    expect(wallet.pending()).toEqual([])
    expect(await request('eth_chainId')).toBe('0x1')
  })

  test('fail: a generic -32603 error with the scripted message', async () => {
    wallet.script('personal_sign', { type: 'fail', message: 'Ledger unplugged' })
    await request('eth_requestAccounts')
    await expect(request('personal_sign', ['0x00', alice])).rejects.toMatchObject({
      code: -32603,
      message: expect.stringContaining('Ledger unplugged'),
    })
  })

  test('delay answers late; hang never answers until released', async () => {
    wallet.script('eth_requestAccounts', { type: 'delay', ms: 150 })
    const started = Date.now()
    await request('eth_requestAccounts')
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)

    wallet.script('wallet_watchAsset', 'hang')
    let settled = false
    const watching = request('wallet_watchAsset', {
      type: 'ERC20',
      options: { address: bob },
    }).finally(() => {
      settled = true
    })
    await wallet.waitForPending('wallet_watchAsset')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(settled).toBe(false)
    wallet.failPending('wallet_watchAsset', 'gave up')
    await expect(watching).rejects.toMatchObject({ code: -32603 })
  })

  test('malformed params give -32602 saying what was expected; nothing scripted is consumed, the state is unchanged', async () => {
    wallet.script('wallet_switchEthereumChain', 'reject')
    const cases: [string, unknown][] = [
      ['wallet_switchEthereumChain', [{ chainId: 10 }]],
      ['wallet_switchEthereumChain', []],
      ['wallet_addEthereumChain', [{ chainId: '0x2105', chainName: 'Base' }]],
      ['wallet_watchAsset', { type: 'ERC721', options: {} }],
      ['wallet_requestPermissions', []],
      ['personal_sign', ['0x00', 'not-an-address']],
      ['eth_signTypedData_v4', [alice, '{not json']],
      ['eth_sendTransaction', [{ from: alice, value: 100 }]],
    ]
    for (const [method, params] of cases)
      await expect(request(method, params), method).rejects.toMatchObject({
        code: -32602,
        message: expect.stringContaining(`${method}: expected params`),
      })
    await expect(wallet.provider.request({} as never)).rejects.toMatchObject({ code: -32602 })
    expect(wallet.snapshot().chainId).toBe(1)
    expect(wallet.snapshot().scripted).toEqual({ wallet_switchEthereumChain: [{ type: 'reject' }] })
    expect(wallet.log().filter((entry) => entry.error?.code === -32602)).toHaveLength(
      cases.length + 1,
    )
  })
})

describe('wallet-side actions and events', () => {
  test('ST-5: switching account emits accountsChanged with the new account first', async () => {
    await request('eth_requestAccounts')
    const accountsChanged = events('accountsChanged')
    wallet.switchAccount(1)
    expect((accountsChanged[0] as string[])[0]).toBe(bob)
    expect(((await request('eth_accounts')) as string[])[0]).toBe(bob)
  })

  test('ST-5: locking empties the accounts (accountsChanged []), unlocking needs eth_requestAccounts', async () => {
    await request('eth_requestAccounts')
    const accountsChanged = events('accountsChanged')
    wallet.lock()
    expect(accountsChanged).toEqual([[]])
    expect(await request('eth_accounts')).toEqual([])
    expect(wallet.log({ method: 'eth_requestAccounts' })).toHaveLength(1)
    await request('eth_requestAccounts')
    expect(wallet.log({ method: 'eth_requestAccounts' }).at(-1)?.prompted).toBe(true)
  })

  test('ST-5: the user changes chain, or moves to a chain the app does not configure', async () => {
    const chainChanged = events('chainChanged')
    wallet.changeChain(10)
    wallet.moveToUnsupportedChain()
    expect(chainChanged).toEqual(['0xa', '0x7a69'])
    expect(await request('eth_chainId')).toBe('0x7a69')
    await expect(request('eth_blockNumber')).rejects.toMatchObject({ code: 4901 })
  })

  test('ERR-1013: disconnect events with 1013 (accounts left or not), 4900 and 4901; connect and message', async () => {
    await request('eth_requestAccounts')
    const disconnects = events('disconnect') as { code: number }[]
    const connects = events('connect')
    const messages = events('message')
    wallet.disconnect({ code: 1013, accountsLeft: true })
    expect(await request('eth_accounts')).toHaveLength(anvilTestKeys.length)
    wallet.disconnect({ code: 1013 })
    expect(await request('eth_accounts')).toEqual([])
    wallet.disconnect()
    wallet.disconnect({ code: 4901 })
    expect(disconnects.map((error) => error.code)).toEqual([1013, 1013, 4900, 4901])
    wallet.reconnect()
    expect(connects).toEqual([{ chainId: '0x1' }])
    wallet.sendMessage('notice', { text: 'hi' })
    expect(messages).toEqual([{ type: 'notice', data: { text: 'hi' } }])
  })

  test('removeListener stops events; once fires once', async () => {
    const seen: unknown[] = []
    const listener = (value: unknown) => seen.push(value)
    wallet.provider.on('chainChanged', listener as never)
    wallet.provider.once('chainChanged', listener as never)
    wallet.changeChain(10)
    wallet.provider.removeListener('chainChanged', listener as never)
    wallet.changeChain(1)
    expect(seen).toEqual(['0xa', '0xa'])
  })

  test('the QR pairing shows display_uri (also to late listeners) and waits for scan()', async () => {
    const pairing = wallet.pair('plaza-mock-wallet://pair?session=test')
    const uri = await new Promise((resolve) =>
      wallet.provider.once('display_uri', resolve as never),
    )
    expect(uri).toBe('plaza-mock-wallet://pair?session=test')
    wallet.scan()
    await pairing
    expect(wallet.log({ method: 'mock_scanQrCode' })[0]?.status).toBe('approved')
  })

  test('with a storage, the connection, chain and account survive a page load', async () => {
    const storage = memoryStorage()
    const first = createMockWallet({ chains: chains.walletChains, storage })
    await first.provider.request({ method: 'eth_requestAccounts' })
    first.changeChain(10)
    first.switchAccount(1)
    const reloaded = createMockWallet({ chains: chains.walletChains, storage })
    expect(await reloaded.provider.request({ method: 'eth_accounts' })).toContain(bob)
    expect(await reloaded.provider.request({ method: 'eth_chainId' })).toBe('0xa')
    reloaded.reset()
    expect(createMockWallet({ chains: chains.walletChains, storage }).snapshot().permitted).toBe(
      false,
    )
  })
})
