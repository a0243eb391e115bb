import { describe, expect, test } from 'vitest'
import { sendRaw } from '../../test/requests.ts'
import { walletOnTestChains } from '../../test/walletOnTestChains.ts'

const { wallet, chains } = walletOnTestChains()

/** What a test author reads on the error a request rejects with: class, code and details. */
describe('the errors a page gets, with the details that say why', () => {
  test('-32002 and -32603: scripted, with their messages', async () => {
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

  test("a node's error keeps its code, message and data", async () => {
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
