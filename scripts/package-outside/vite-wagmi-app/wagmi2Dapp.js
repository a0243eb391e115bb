// The page of a connect kit on wagmi 2's hooks (ConnectKit, RainbowKit): Connect opens the kit's
// modal (`onConnect`), the rest is wagmi's.
import { createElement as h } from 'react'
import { useAccount, useSignMessage, useSwitchChain } from 'wagmi'
import { base } from 'wagmi/chains'
import { DappPage, failure, message } from './dappPage.js'

export function Wagmi2Dapp({ onConnect }) {
  const switchChain = useSwitchChain()
  const sign = useSignMessage()
  return h(DappPage, {
    onConnect,
    onSwitch: () => switchChain.switchChain({ chainId: base.id }),
    onSign: () => sign.signMessage({ message }),
    connection: useAccount(),
    signature: sign.data,
    error: failure(switchChain, sign),
  })
}
