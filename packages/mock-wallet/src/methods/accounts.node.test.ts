import { expect, test } from 'vitest'
import { eventsOf } from '../../test/requests.ts'
import { alice } from '../../test/testChains.ts'
import { walletOnTestChains } from '../../test/walletOnTestChains.ts'
import { anvilTestKeys } from '../core/testAccounts.ts'

const { wallet } = walletOnTestChains()

test('default: eth_accounts is empty until eth_requestAccounts is approved', async () => {
  expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
  expect(await wallet.provider.request({ method: 'eth_coinbase' })).toBeNull()
  const accountsChanged = eventsOf(wallet, 'accountsChanged')
  expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual([
    alice,
    ...wallet.snapshot().allAccounts.slice(1),
  ])
  expect(await wallet.provider.request({ method: 'eth_accounts' })).toHaveLength(
    anvilTestKeys.length,
  )
  expect(await wallet.provider.request({ method: 'eth_coinbase' })).toBe(alice)
  expect(accountsChanged).toHaveLength(1)
})

test('behavior: eth_requestAccounts asks the user only while not connected', async () => {
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  expect(wallet.log({ method: 'eth_requestAccounts' }).map((entry) => entry.prompted)).toEqual([
    true,
    false,
  ])
})

test('permissions: request, get, revoke (EIP-2255, MIP-2)', async () => {
  expect(await wallet.provider.request({ method: 'wallet_getPermissions' })).toEqual([])
  const [permission] = await wallet.provider.request({
    method: 'wallet_requestPermissions',
    params: [{ eth_accounts: {} }],
  })
  expect(permission?.parentCapability).toBe('eth_accounts')
  expect(permission?.caveats[0]?.value[0]).toBe(alice)
  expect(await wallet.provider.request({ method: 'wallet_getPermissions' })).toHaveLength(1)
  const accountsChanged = eventsOf(wallet, 'accountsChanged')
  expect(
    await wallet.provider.request({
      method: 'wallet_revokePermissions',
      params: [{ eth_accounts: {} }],
    }),
  ).toBeNull()
  expect(accountsChanged).toEqual([[]])
  expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
})
