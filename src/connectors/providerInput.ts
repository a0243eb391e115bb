import { type Address, isAddress } from 'viem'

/**
 * What a wallet's EIP-1193 provider may send the app, checked without side effects: the guards
 * (guardProvider.ts, guardProviderInput.ts) refuse what fails these checks.
 */

/** What each check expects, as the errors tell the wallet's author. */
export const expectedInput = {
  chainId: 'a positive chain id as a hex string',
  accounts: 'an array of addresses',
  approvedAccounts: 'at least one address, or an error',
  connectInfo: '{ chainId } with a positive chain id as a hex string',
  providerError: 'an Error or an EIP-1193 error object',
} as const

/**
 * A chain id as EIP-1193 sends it (hex string), or as some wallets (and wagmi itself, calling
 * onConnect) do: a number or a decimal string. Positive and safe.
 */
export function isChainId(value: unknown): value is string | number {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^(0x[0-9a-f]{1,14}|[0-9]{1,16})$/i.test(value)
        ? Number(value)
        : Number.NaN
  return Number.isSafeInteger(id) && id > 0
}

/** A list of addresses (checksummed or all one case, as viem's isAddress accepts them). */
export function isAccountList(value: unknown): value is Address[] {
  return (
    Array.isArray(value) &&
    value.every((account) => typeof account === 'string' && isAddress(account))
  )
}

/** The same accounts in the same order, each once (addresses compare case-insensitively). */
export function uniqueAccounts<account extends string>(accounts: readonly account[]): account[] {
  const seen = new Set<string>()
  return accounts.filter((account) => {
    const key = account.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** What a wallet may throw: an Error, or an EIP-1193 error object with a numeric code. */
export function isProviderError(value: unknown) {
  return (
    value instanceof Error ||
    (typeof value === 'object' &&
      value !== null &&
      typeof (value as { code?: unknown }).code === 'number')
  )
}
