import { describe, expect, test } from 'vitest'
import { deployReverter, failingCall, oneEther, settledStatus } from '../../test/calls.ts'
import { alice, bob } from '../../test/testChains.ts'
import { walletOnTestChains } from '../../test/walletOnTestChains.ts'

const { wallet, chains } = walletOnTestChains()

const connect = () => wallet.provider.request({ method: 'eth_requestAccounts' })
const balanceOf = (address: `0x${string}`) => chains.testClient(1).getBalance({ address })
const nonceOf = (address: `0x${string}`) => chains.testClient(1).getTransactionCount({ address })
const capabilities = (chainIds?: `0x${string}`[]) =>
  wallet.provider.request({ method: 'wallet_getCapabilities', params: [alice, chainIds] })

/** A batch as viem's sendCalls sends it (EIP-5792 2.0.0). */
const batch = (
  calls: { to?: `0x${string}`; data?: `0x${string}`; value?: `0x${string}` }[],
  extra: {
    atomicRequired?: boolean
    id?: string
    chainId?: `0x${string}`
    capabilities?: Record<string, { optional?: boolean }>
  } = {},
) =>
  wallet.provider.request({
    method: 'wallet_sendCalls',
    params: [
      { version: '2.0.0', chainId: '0x1', from: alice, atomicRequired: false, calls, ...extra },
    ],
  })

describe('wallet_getCapabilities', () => {
  test('default: atomic supported on every chain the wallet knows', async () => {
    await connect()
    expect(await capabilities()).toEqual({
      '0x1': { atomic: { status: 'supported' }, eip7702Auth: { supported: true } },
      '0xa': { atomic: { status: 'supported' }, eip7702Auth: { supported: true } },
    })
  })

  test('parameters: chainIds; per-chain status set at runtime', async () => {
    await connect()
    wallet.setAtomicStatus('unsupported', 10)
    expect(await capabilities(['0xa', '0x2105'])).toEqual({
      '0xa': { atomic: { status: 'unsupported' }, eip7702Auth: { supported: true } },
    })
  })

  test('behavior: a site that is not connected gets 4100', async () => {
    await expect(capabilities()).rejects.toMatchObject({ code: 4100 })
  })
})

describe('wallet_sendCalls', () => {
  test('default: an atomic batch lands in order; status 200 with a receipt per call', async () => {
    await connect()
    const before = await balanceOf(bob)
    const { id } = await batch([
      { to: bob, value: oneEther },
      { to: bob, value: oneEther },
    ])
    const status = await settledStatus(wallet, id)
    expect(status).toMatchObject({
      version: '2.0.0',
      id,
      chainId: '0x1',
      status: 200,
      atomic: true,
    })
    expect(status.receipts?.map((receipt) => receipt.status)).toEqual(['0x1', '0x1'])
    expect(await balanceOf(bob)).toBe(before + 2n * 10n ** 18n)
  })

  test('behavior: a failing call in an atomic batch lands nothing (500, no receipts)', async () => {
    await deployReverter(chains, 1)
    await connect()
    const [bobBefore, aliceNonce] = [await balanceOf(bob), await nonceOf(alice)]
    const { id } = await batch([{ to: bob, value: oneEther }, failingCall], {
      atomicRequired: true,
    })
    const status = await settledStatus(wallet, id)
    expect(status).toMatchObject({ status: 500, atomic: true, receipts: [] })
    expect(await balanceOf(bob)).toBe(bobBefore)
    expect(await nonceOf(alice)).toBe(aliceNonce)
    expect(wallet.batches()[0]?.failure).toMatch(/call 1 failed/)
  })

  test('behavior: without atomicity, calls before the failure stay (600)', async () => {
    await deployReverter(chains, 1)
    wallet.setAtomicStatus('unsupported')
    await connect()
    const bobBefore = await balanceOf(bob)
    const { id } = await batch([{ to: bob, value: oneEther }, failingCall])
    const status = await settledStatus(wallet, id)
    expect(status).toMatchObject({ status: 600, atomic: false })
    expect(status.receipts).toHaveLength(1)
    expect(await balanceOf(bob)).toBe(bobBefore + 10n ** 18n)
  })

  test("behavior: 'ready' upgrades the account with the first atomic batch, then reports 'supported'", async () => {
    wallet.setAtomicStatus('ready')
    await connect()
    const { id } = await batch([{ to: bob, value: oneEther }], { atomicRequired: true })
    expect(await settledStatus(wallet, id)).toMatchObject({ status: 200, atomic: true })
    expect(await capabilities(['0x1'])).toEqual({
      '0x1': { atomic: { status: 'supported' }, eip7702Auth: { supported: true } },
    })
  })

  test('behavior: the user rejects (4001), or rejects the upgrade (5750, scripted)', async () => {
    wallet.setAtomicStatus('ready')
    await connect()
    wallet.script('wallet_sendCalls', 'reject')
    wallet.script('wallet_sendCalls', { type: 'error', code: 5750 })
    await expect(batch([{ to: bob, value: oneEther }])).rejects.toMatchObject({ code: 4001 })
    await expect(
      batch([{ to: bob, value: oneEther }], { atomicRequired: true }),
    ).rejects.toMatchObject({ code: 5750 })
    expect(wallet.batches()).toEqual([])
  })

  test('errors: 5700, 5710, 5720, 5740, 5760 and 4100, before the user is asked', async () => {
    await expect(batch([{ to: bob }])).rejects.toMatchObject({ code: 4100 })
    await connect()
    await expect(
      batch([{ to: bob }], { capabilities: { paymasterService: {} } }),
    ).rejects.toMatchObject({
      code: 5700,
      name: 'UnsupportedNonOptionalCapabilityError',
      details: "The mock wallet does not support the capability 'paymasterService'.",
    })
    await expect(batch([{ to: bob }], { chainId: '0x2105' })).rejects.toMatchObject({
      code: 5710,
      details: 'The mock wallet does not know chain 0x2105.',
    })
    const { id } = await batch([{ to: bob }], {
      id: 'batch-1',
      capabilities: { paymasterService: { optional: true } },
    })
    expect(id).toBe('batch-1')
    await expect(batch([{ to: bob }], { id: 'batch-1' })).rejects.toMatchObject({
      code: 5720,
      details: 'A batch with id batch-1 was already sent.',
    })
    wallet.setAtomicStatus('unsupported', 1)
    await expect(batch([{ to: bob }], { atomicRequired: true })).rejects.toMatchObject({
      code: 5760,
      details: 'The mock wallet cannot execute batches atomically on chain 0x1.',
    })
    expect(
      wallet.log({ method: 'wallet_sendCalls' }).filter((entry) => entry.prompted),
    ).toHaveLength(1)
  })

  test("parameters: maxCallsPerBatch (5740); atomic: 'unsupported' (5760)", async () => {
    const { createMockWallet } = await import('../core/createMockWallet.ts')
    const small = createMockWallet({
      chains: chains.walletChains([1]),
      atomic: 'unsupported',
      maxCallsPerBatch: 1,
    })
    await small.provider.request({ method: 'eth_requestAccounts' })
    const send = (batch: object) =>
      small.provider.request({
        method: 'wallet_sendCalls',
        params: [{ version: '2.0.0', atomicRequired: false, calls: [{ to: bob }], ...batch }],
      })
    await expect(send({ calls: [{ to: bob }, { to: bob }] })).rejects.toMatchObject({
      code: 5740,
      details: '2 calls; this wallet takes at most 1.',
    })
    await expect(send({ atomicRequired: true })).rejects.toMatchObject({
      code: 5760,
      details: 'The mock wallet cannot execute batches atomically on chain 0x1.',
    })
  })
})

describe('wallet_getCallsStatus and wallet_showCallsStatus', () => {
  test('behavior: an id the wallet was never sent is 5730', async () => {
    for (const method of ['wallet_getCallsStatus', 'wallet_showCallsStatus'] as const)
      await expect(wallet.provider.request({ method, params: ['0x1234'] })).rejects.toMatchObject({
        code: 5730,
        details: 'No batch with id 0x1234 was sent to this wallet.',
      })
  })

  test('wallet_showCallsStatus: the wallet shows the batch to its user', async () => {
    await connect()
    const { id } = await batch([{ to: bob }])
    await wallet.provider.request({ method: 'wallet_showCallsStatus', params: [id] })
    expect(wallet.batches()[0]).toMatchObject({ id, shown: true })
  })
})
