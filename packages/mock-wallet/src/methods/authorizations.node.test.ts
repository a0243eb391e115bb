import { createWalletClient, custom, type Hex, publicActions } from 'viem'
import { signAuthorization } from 'viem/actions'
import { mainnet } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { sendRaw } from '../../test/requests.ts'
import { alice, bob } from '../../test/testChains.ts'
import { walletOnTestChains } from '../../test/walletOnTestChains.ts'

const { wallet, chains } = walletOnTestChains()

/** Where the tests put the contract accounts delegate to (its code: STOP). */
const delegate = '0x0000000000000000000000000000000000007702'

/** viem's wallet client on the wallet's provider, as an app holds it; reads go through the wallet to the node. */
async function connectedClient() {
  await chains.testClient(1).setCode({ address: delegate, bytecode: '0x00' })
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  return createWalletClient({
    account: alice,
    chain: mainnet,
    transport: custom(wallet.provider),
  }).extend(publicActions)
}

describe('EIP-7702 on anvil (prague)', () => {
  test("default: viem's signAuthorization, then sendTransaction({ authorizationList }): a type-4 transaction, the delegation's code on the node", async () => {
    const client = await connectedClient()
    const authorization = await signAuthorization(client, {
      account: wallet.account(),
      contractAddress: delegate,
      executor: 'self',
    })
    const hash = await client.sendTransaction({ authorizationList: [authorization], to: alice })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect((await client.getTransaction({ hash })).type).toBe('eip7702')
    const code = await chains.testClient(1).getCode({ address: alice })
    expect(code).toBe(`0xef0100${delegate.slice(2)}` as Hex)
  })

  test('parameters: another account sends the authorization it signed (sponsored)', async () => {
    const client = await connectedClient()
    const authorization = await signAuthorization(client, {
      account: wallet.account(bob),
      contractAddress: delegate,
    })
    const hash = await client.sendTransaction({ authorizationList: [authorization], to: bob })
    await client.waitForTransactionReceipt({ hash })
    expect(await chains.testClient(1).getCode({ address: bob })).toBe(
      `0xef0100${delegate.slice(2)}` as Hex,
    )
  })

  test('behavior: the user rejects the authorization (4001); wallet_getCapabilities says it signs them', async () => {
    const client = await connectedClient()
    wallet.script('mock_signAuthorization', 'reject')
    await expect(
      signAuthorization(client, { account: wallet.account(), contractAddress: delegate }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(
      await wallet.provider.request({ method: 'wallet_getCapabilities', params: [alice] }),
    ).toMatchObject({ '0x1': { eip7702Auth: { supported: true } } })
  })

  test('behavior: an unsigned authorization or a malformed request answers -32602, and asks nobody', async () => {
    await connectedClient()
    const unsigned = { address: delegate, chainId: '0x1' }
    await expect(
      sendRaw(wallet, 'eth_sendTransaction', [
        { from: alice, to: bob, authorizationList: [unsigned] },
      ]),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      sendRaw(wallet, 'mock_signAuthorization', [{ from: alice, address: delegate }]),
    ).rejects.toMatchObject({ code: -32602 })
    expect(wallet.trail().slice(-2)).toEqual([
      'eth_sendTransaction:-32602',
      'mock_signAuthorization:-32602',
    ])
    expect(
      wallet
        .log()
        .filter((entry) => entry.prompted)
        .map((entry) => entry.method),
    ).toEqual(['eth_requestAccounts'])
  })
})
