import { mnemonicToAccount } from 'viem/accounts'
import { testMnemonic } from './anvilProcess'

/** Anvil funds each of its accounts with 10 000 ether. */
export const testAccountBalance = 10_000n * 10n ** 18n

/** The first `count` accounts of the chains' mnemonic (anvil creates 10). */
export function testAccounts(count = 10) {
  return Array.from({ length: count }, (_, addressIndex) =>
    mnemonicToAccount(testMnemonic, { addressIndex }),
  )
}
