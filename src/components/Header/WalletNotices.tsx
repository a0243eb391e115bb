import { BalanceStatus } from '../BalanceStatus/BalanceStatus'
import { SignInAlert } from '../SignInAlert/SignInAlert'
import { WatchToken } from '../WatchToken/WatchToken'

/** What the wallet has to say, under the header. */
export function WalletNotices() {
  return (
    <>
      <BalanceStatus />
      <SignInAlert />
      <WatchToken />
    </>
  )
}
