import { describe, expect, test } from 'vitest'
import { sendRaw } from '../../test/requests.ts'
import { bob } from '../../test/testChains.ts'
import { walletOnTestChains } from '../../test/walletOnTestChains.ts'
import { createMockWallet } from './createMockWallet.ts'

const setup = walletOnTestChains()

const batch = (fields: object = {}) => [
  { version: '2.0.0', chainId: '0x1', atomicRequired: false, calls: [{ to: bob }], ...fields },
]

/** What a test author reads on the error a request rejects with: class, code and details. */
describe('the errors a page gets, with the details that say why', () => {
  test('4001: a rejection names the method', async () => {
    const { wallet } = setup
    wallet.script('eth_requestAccounts', 'reject')
    await expect(wallet.provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      code: 4001,
      details: 'The user rejected eth_requestAccounts.',
    })
    // The log keeps the short message, not the whole text with details and version.
    expect(wallet.log({ method: 'eth_requestAccounts' })[0]?.error).toEqual({
      code: 4001,
      message: 'User rejected the request.',
    })
  })

  test('4200: a refused method is named in the message', async () => {
    const { wallet } = setup
    await expect(sendRaw(wallet, 'eth_sign', [bob, '0x00'])).rejects.toMatchObject({
      name: 'UnsupportedProviderMethodError',
      code: 4200,
      shortMessage: 'The Provider does not support the requested method " eth_sign".',
      details: 'The mock wallet does not support eth_sign.',
    })
  })

  test('4902: an unknown chain, with the hint to add it', async () => {
    const { wallet } = setup
    await expect(
      sendRaw(wallet, 'wallet_switchEthereumChain', [{ chainId: '0x2105' }]),
    ).rejects.toMatchObject({
      name: 'SwitchChainError',
      code: 4902,
      details:
        'Unrecognized chain ID "0x2105". Try adding the chain using wallet_addEthereumChain first.',
    })
  })

  test('-32002 and -32603: scripted, with their messages', async () => {
    const { wallet } = setup
    wallet.script('eth_requestAccounts', 'alreadyPending')
    await expect(wallet.provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: -32002,
      details: "Request of type 'eth_requestAccounts' already pending. Please wait.",
    })
    wallet.setMode('manual')
    const asking = wallet.provider.request({ method: 'eth_requestAccounts' })
    await wallet.failPending('eth_requestAccounts')
    await expect(asking).rejects.toMatchObject({
      name: 'InternalRpcError',
      code: -32603,
      details: 'eth_requestAccounts: The wallet failed to handle the request.',
    })
  })

  test('a scripted code without a message: the code in the message', async () => {
    const { wallet } = setup
    wallet.script('eth_requestAccounts', { type: 'error', code: 4999 })
    wallet.script('eth_requestAccounts', { type: 'error', code: 4100 })
    await expect(wallet.provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4999,
      shortMessage: 'Error 4999.',
      details: 'eth_requestAccounts: scripted error 4999',
    })
    await expect(wallet.provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      name: 'UnauthorizedProviderError',
      details: 'eth_requestAccounts: scripted error 4100',
    })
  })

  test('EIP-5792: 5700, 5710, 5720, 5730 and 5760 say which capability, chain or batch', async () => {
    const { wallet, chains } = setup
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    await expect(
      sendRaw(wallet, 'wallet_sendCalls', batch({ capabilities: { paymasterService: {} } })),
    ).rejects.toMatchObject({
      code: 5700,
      details: "The mock wallet does not support the capability 'paymasterService'.",
    })
    await expect(
      sendRaw(wallet, 'wallet_sendCalls', batch({ chainId: '0x2105' })),
    ).rejects.toMatchObject({ code: 5710, details: 'The mock wallet does not know chain 0x2105.' })
    await sendRaw(wallet, 'wallet_sendCalls', batch({ id: 'batch-1' }))
    await expect(
      sendRaw(wallet, 'wallet_sendCalls', batch({ id: 'batch-1' })),
    ).rejects.toMatchObject({ code: 5720, details: 'A batch with id batch-1 was already sent.' })
    await expect(sendRaw(wallet, 'wallet_getCallsStatus', ['batch-2'])).rejects.toMatchObject({
      code: 5730,
      details: 'No batch with id batch-2 was sent to this wallet.',
    })

    const plain = createMockWallet({
      chains: chains.walletChains([1]),
      atomic: 'unsupported',
      maxCallsPerBatch: 1,
    })
    await plain.provider.request({ method: 'eth_requestAccounts' })
    await expect(
      sendRaw(plain, 'wallet_sendCalls', batch({ calls: [{ to: bob }, { to: bob }] })),
    ).rejects.toMatchObject({ code: 5740, details: '2 calls; this wallet takes at most 1.' })
    await expect(
      sendRaw(plain, 'wallet_sendCalls', batch({ atomicRequired: true })),
    ).rejects.toMatchObject({
      code: 5760,
      details: 'The mock wallet cannot execute batches atomically on chain 0x1.',
    })
  })

  test("disconnect: 4900 and 4901 events say the wallet disconnected; 1013 that it's reconnecting", () => {
    const { wallet } = setup
    const seen: unknown[] = []
    wallet.provider.on('disconnect', (error) => seen.push(error))
    wallet.disconnect()
    wallet.disconnect({ code: 4901 })
    wallet.disconnect({ code: 1013 })
    expect(seen).toMatchObject([
      { name: 'ProviderDisconnectedError', code: 4900, details: 'The mock wallet disconnected.' },
      { name: 'ChainDisconnectedError', code: 4901, details: 'The mock wallet disconnected.' },
      {
        code: 1013,
        shortMessage: 'The wallet is reconnecting; try again later.',
        details: 'The mock wallet disconnected.',
      },
    ])
  })

  test("a node's error keeps its code, message and data", async () => {
    const { wallet, chains } = setup
    // PUSH4 0xdeadbeef PUSH1 0 MSTORE PUSH1 4 PUSH1 28 REVERT: reverts with 0xdeadbeef.
    const reverter = '0x000000000000000000000000000000000000bEEF'
    await chains
      .testClient(1)
      .setCode({ address: reverter, bytecode: '0x63deadbeef6000526004601cfd' })
    await expect(
      sendRaw(wallet, 'eth_call', [{ to: reverter, data: '0x' }, 'latest']),
    ).rejects.toMatchObject({
      code: 3,
      shortMessage: 'execution reverted: custom error 0xdeadbeef',
      data: '0xdeadbeef',
    })
  })
})
