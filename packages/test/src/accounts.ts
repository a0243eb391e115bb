import { type HDAccount, mnemonicToAccount } from 'viem/accounts'

/** Anvil's own default: the accounts every Foundry and viem tutorial knows. */
export const testMnemonic = 'test test test test test test test test test test test junk'

/** Anvil funds each of its accounts with 10 000 ether. */
export const testAccountBalance = 10_000n * 10n ** 18n

// Each derivation repeats the seed's 2048 PBKDF2 rounds: do each once per process.
const derived: HDAccount[] = []

/** The first `count` accounts of the chains' mnemonic (anvil creates 10). */
export function testAccounts(count = 10): HDAccount[] {
  for (let addressIndex = derived.length; addressIndex < count; addressIndex++)
    derived.push(mnemonicToAccount(testMnemonic, { addressIndex }))
  return derived.slice(0, count)
}
