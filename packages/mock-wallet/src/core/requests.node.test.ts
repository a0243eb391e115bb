import { describe, expect, test } from 'vitest'
import { sendAnything, sendRaw } from '../../test/requests.ts'
import { alice, bob } from '../../test/testChains.ts'
import { walletOnTestChains } from '../../test/walletOnTestChains.ts'
import { promptMethods } from '../methods/methodHandlers.ts'
import { anvilTestKeys } from './testAccounts.ts'

const { wallet, chains } = walletOnTestChains()

/** Prompts a page may send: a switch to OP Mainnet, a request for accounts, a token to watch. */
const switchToOpMainnet = () =>
  wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })
const requestPermissions = () =>
  wallet.provider.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] })
const asset = { type: 'ERC20', options: { address: bob, symbol: 'T', decimals: 18 } } as const
const watchAsset = () => wallet.provider.request({ method: 'wallet_watchAsset', params: asset })

describe('scripted outcomes', () => {
  test('reject: one request answers 4001, then the wallet approves again', async () => {
    wallet.script('eth_requestAccounts', 'reject')
    await expect(wallet.provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      code: 4001,
      shortMessage: 'User rejected the request.',
      details: 'The user rejected eth_requestAccounts.',
    })
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toHaveLength(
      anvilTestKeys.length,
    )
    // The log keeps the short message, not the whole text with details and version.
    const log = wallet.log({ method: 'eth_requestAccounts' })
    expect(log.map((entry) => entry.status)).toEqual(['rejected', 'approved'])
    expect(log[0]?.error).toEqual({ code: 4001, message: 'User rejected the request.' })
  })

  test("'connect': scripts whichever connect request comes first", async () => {
    wallet.script('connect', 'reject')
    await expect(requestPermissions()).rejects.toMatchObject({ code: 4001 })
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toHaveLength(
      anvilTestKeys.length,
    )
  })

  test('unrecognizedChain: 4902 on a known chain', async () => {
    wallet.script('wallet_switchEthereumChain', 'unrecognizedChain')
    await expect(switchToOpMainnet()).rejects.toMatchObject({ code: 4902 })
  })

  test('unsupported: 4200, the state unchanged', async () => {
    wallet.script('wallet_switchEthereumChain', 'unsupported')
    await expect(switchToOpMainnet()).rejects.toMatchObject({ code: 4200 })
    expect(wallet.snapshot().chainId).toBe(1)
  })

  test('fail: -32603 with the scripted message', async () => {
    wallet.script('personal_sign', { type: 'fail', message: 'Ledger unplugged' })
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    await expect(
      wallet.provider.request({ method: 'personal_sign', params: ['0x00', alice] }),
    ).rejects.toMatchObject({ code: -32603, message: expect.stringContaining('Ledger unplugged') })
  })

  test("error: any code, as viem's class for it", async () => {
    wallet.script('wallet_watchAsset', { type: 'error', code: 5750 })
    wallet.script('wallet_watchAsset', { type: 'error', code: 4999, message: 'odd' })
    await expect(watchAsset()).rejects.toMatchObject({
      code: 5750,
      name: 'AtomicReadyWalletRejectedUpgradeError',
    })
    await expect(watchAsset()).rejects.toMatchObject({ code: 4999, shortMessage: 'odd' })
  })

  test('answer: the request answers the scripted result, without doing what it asks or asking the node', async () => {
    wallet.script('wallet_watchAsset', { type: 'answer', result: false })
    wallet.script('eth_blockNumber', { type: 'answer', result: '0x2a' })
    expect(await watchAsset()).toBe(false)
    expect(wallet.snapshot().watchedAssets).toEqual([])
    expect(await wallet.provider.request({ method: 'eth_blockNumber' })).toBe('0x2a')
    expect(await wallet.provider.request({ method: 'eth_blockNumber' })).not.toBe('0x2a')
  })

  test('delay answers late; hang never answers until released', async () => {
    wallet.script('eth_requestAccounts', { type: 'delay', ms: 150 })
    const started = Date.now()
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)

    wallet.script('wallet_watchAsset', 'hang')
    let settled = false
    const watching = watchAsset().finally(() => {
      settled = true
    })
    await wallet.waitForPending('wallet_watchAsset')
    // A request sent after it is answered; the hanging one still waits.
    await wallet.provider.request({ method: 'eth_chainId' })
    expect(settled).toBe(false)
    expect(wallet.pending().map((request) => request.method)).toEqual(['wallet_watchAsset'])
    await wallet.failPending('wallet_watchAsset', 'gave up')
    await expect(watching).rejects.toMatchObject({ code: -32603 })
  })

  test('rejectDelayMs: a scripted rejection of a prompt answers after a person’s moment', async () => {
    const { createMockWallet } = await import('./createMockWallet.ts')
    const slow = createMockWallet({ chains: chains.walletChains([1]), rejectDelayMs: 120 })
    slow.script('connect', 'reject')
    const started = Date.now()
    await expect(slow.provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
    })
    expect(Date.now() - started).toBeGreaterThanOrEqual(110)
  })
})

describe('prompts', () => {
  test('behavior: a second request of a kind while one waits gets -32002; the first still completes', async () => {
    wallet.setMode('manual')
    const first = wallet.provider.request({ method: 'eth_requestAccounts' })
    const pending = await wallet.waitForPending('eth_requestAccounts')
    await expect(requestPermissions()).rejects.toMatchObject({
      code: -32002,
      shortMessage: 'Requested resource not available.',
    })
    await expect(wallet.provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: -32002,
    })
    await wallet.approve(pending.id)
    expect(await first).toHaveLength(anvilTestKeys.length)
    wallet.script('wallet_switchEthereumChain', 'alreadyPending')
    await expect(switchToOpMainnet()).rejects.toMatchObject({ code: -32002 })
  })

  test('manual mode: each prompt waits for approve() or reject(); reads are answered at once', async () => {
    wallet.setMode('manual')
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x1')
    const switching = switchToOpMainnet()
    expect((await wallet.waitForPending()).method).toBe('wallet_switchEthereumChain')
    expect(wallet.snapshot().pending).toHaveLength(1)
    await wallet.reject('wallet_switchEthereumChain')
    await expect(switching).rejects.toMatchObject({ code: 4001 })
    expect(wallet.pending()).toEqual([])
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x1')
  })

  test('behavior: approve() waits for the request to arrive', async () => {
    wallet.setMode('manual')
    const approving = wallet.approve('eth_requestAccounts')
    const connecting = wallet.provider.request({ method: 'eth_requestAccounts' })
    expect((await approving).method).toBe('eth_requestAccounts')
    expect(await connecting).toHaveLength(anvilTestKeys.length)
  })

  test('promptMethods: the methods whose handlers declare a prompt, pairing aside', () => {
    expect([...promptMethods].sort()).toEqual(
      [
        'eth_requestAccounts',
        'eth_sendTransaction',
        'eth_signTypedData_v4',
        'mock_signAuthorization',
        'personal_sign',
        'wallet_addEthereumChain',
        'wallet_requestPermissions',
        'wallet_sendCalls',
        'wallet_switchEthereumChain',
        'wallet_watchAsset',
      ].sort(),
    )
  })
})

describe('malformed requests', () => {
  test('behavior: -32602 saying what was expected; nothing scripted is consumed, the state is unchanged', async () => {
    wallet.script('wallet_switchEthereumChain', 'reject')
    // Every method's malformed shapes: params.node.test.ts.
    const cases: [string, unknown][] = [
      ['wallet_switchEthereumChain', [{ chainId: 10 }]],
      ['wallet_switchEthereumChain', []],
    ]
    for (const [method, params] of cases)
      await expect(sendRaw(wallet, method, params), method).rejects.toMatchObject({
        code: -32602,
        message: expect.stringContaining(`${method}: expected params`),
      })
    await expect(sendAnything(wallet, {})).rejects.toMatchObject({ code: -32602 })
    expect(wallet.snapshot().chainId).toBe(1)
    expect(wallet.snapshot().scripted).toEqual({ wallet_switchEthereumChain: [{ type: 'reject' }] })
    expect(wallet.log().filter((entry) => entry.error?.code === -32602)).toHaveLength(
      cases.length + 1,
    )
  })
})
