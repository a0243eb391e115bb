export { ChainSwitchNotice } from './ChainSwitchNotice'
export { switchChainMessage, switchChainMessages } from './switchChainMessage'
