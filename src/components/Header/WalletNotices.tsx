import { BalanceStatus } from '../BalanceStatus/BalanceStatus'
import { SignInAlert } from '../SignInAlert/SignInAlert'
import { SignMessage } from '../SignMessage/SignMessage'
import { WatchToken } from '../WatchToken/WatchToken'

/** What the wallet has to say, under the header. */
export function WalletNotices() {
  return (
    <>
      <BalanceStatus />
      <SignInAlert />
      <WatchToken />
      <SignMessage />
    </>
  )
}
