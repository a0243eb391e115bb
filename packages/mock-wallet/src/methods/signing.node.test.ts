import { type Hex, verifyMessage, verifyTypedData } from 'viem'
import { expect, test } from 'vitest'
import { sendRaw } from '../../test/requests.ts'
import { alice } from '../../test/testChains.ts'
import { walletOnTestChains } from '../../test/walletOnTestChains.ts'

const { wallet } = walletOnTestChains()

const typedData = {
  domain: { name: 'Example', version: '1', chainId: 1 },
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

test('personal_sign: a signature that verifies, by the connected account', async () => {
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  const signature = await wallet.provider.request({
    method: 'personal_sign',
    params: ['0x68656c6c6f', alice],
  })
  expect(await verifyMessage({ address: alice, message: 'hello', signature })).toBe(true)
})

test('eth_signTypedData_v4: EIP-712 data (JSON text) signed by the connected account', async () => {
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  const signature: Hex = await wallet.provider.request({
    method: 'eth_signTypedData_v4',
    params: [alice, JSON.stringify(typedData)],
  })
  const { EIP712Domain: _, ...types } = typedData.types
  expect(await verifyTypedData({ ...typedData, types, address: alice, signature })).toBe(true)
})

test('behavior: an account not connected to the site gets 4100', async () => {
  await expect(
    wallet.provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', alice] }),
  ).rejects.toMatchObject({ code: 4100 })
})

test('behavior: signing methods a node would answer with its own keys are refused (4200)', async () => {
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  for (const method of ['eth_sign', 'eth_signTypedData_v3', 'eth_signTransaction'])
    await expect(sendRaw(wallet, method, [alice, '0x00']), method).rejects.toMatchObject({
      name: 'UnsupportedProviderMethodError',
      code: 4200,
      shortMessage: `The Provider does not support the requested method " ${method}".`,
      details: `The mock wallet does not support ${method}.`,
    })
})
