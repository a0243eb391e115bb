// Entry `@plaza-social/test/accounts`: the chains' funded test accounts and their names.
export { testAccountBalance, testAccounts } from '../accounts'
export {
  avatarRecord,
  type EnsFixtureAccount,
  ensAccounts,
  namedWithAvatar,
  namedWithBrokenAvatar,
  namedWithoutAvatar,
  unnamed,
} from '../ensAccounts'
