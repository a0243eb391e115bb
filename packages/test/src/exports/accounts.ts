// Entry `@plaza-social/test/accounts`: the chains' funded test accounts.
export { testAccountBalance, testAccounts, testMnemonic } from '../accounts'
